package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Service settings keep the first value written for a key; later writers learn they lost. */
@ExtendWith(FreshSchemaExtension.class)
class ServiceSettingsTest {

    private final ServiceSettings settings;

    ServiceSettingsTest(TestSchema schema) {
        this.settings = new ServiceSettings(schema.dataSource());
    }

    @Test
    void unknownKeyIsEmpty() {
        assertThat(settings.find("never-written")).isEmpty();
    }

    @Test
    void firstWriterWinsAndIsTold() {
        assertThat(settings.putIfAbsent("first-writer", "a")).isTrue();
        assertThat(settings.putIfAbsent("first-writer", "b")).isFalse();
        assertThat(settings.find("first-writer")).contains("a");
    }
}
