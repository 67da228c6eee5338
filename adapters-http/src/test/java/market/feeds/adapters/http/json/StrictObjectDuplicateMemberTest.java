package market.feeds.adapters.http.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An operator body naming a member twice is {@code invalid_request} pointing at that member, as the vendor API points
 * at it (operations contract §3: "with a pointer"), not at the whole document as if it were no JSON at all.
 */
class StrictObjectDuplicateMemberTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{\"slug\":\"c8\",\"slug\":\"c9\"}                         | /slug",
            "{\"items\":[{\"name\":\"a\"},{\"name\":\"a\",\"name\":\"b\"}]} | /items/1/name",
            "{\"a/b\":1,\"a/b\":2}                                   | /a~1b",
    })
    void aMemberNamedTwicePointsAtThatMember(String body, String pointer) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> StrictObject.parse(bytes, Set.of("slug", "items", "a/b")))
                .isInstanceOfSatisfying(InvalidRequest.class, refused -> {
                    assertThat(refused.pointer()).contains(pointer);
                    assertThat(refused.getMessage())
                            .isEqualTo("A member name appears twice in the same object.");
                });
    }
}
