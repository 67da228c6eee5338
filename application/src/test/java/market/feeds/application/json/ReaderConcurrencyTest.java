package market.feeds.application.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import market.feeds.domain.json.JsonValue;
import org.junit.jupiter.api.Test;

/** One reader serves every request thread and the pull at once. */
class ReaderConcurrencyTest {

    @Test
    void oneReaderGivesEachThreadItsOwnResult() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<BodyRead>> results = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                String body = i % 2 == 0 ? "{\"items\":[{\"sku\":\"S-" + i + "\"}]}" : "{\"items\":[{\"a\":1,\"a\":2}]}";
                results.add(threads.submit(() -> Reading.READER.read(body.getBytes(StandardCharsets.UTF_8))));
            }
            for (int i = 0; i < results.size(); i++) {
                BodyRead read = results.get(i).get();
                if (i % 2 == 0) {
                    assertThat(Reading.envelope(read).items().get(0).members().get("sku"))
                            .isEqualTo(new JsonValue.JsonString("S-" + i));
                } else {
                    assertThat(Reading.invalid(read, BodyRead.Invalid.Kind.STRICTNESS).pointer())
                            .contains("/items/0/a");
                }
            }
        } finally {
            threads.shutdownNow();
        }
    }
}
