package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A recorded pin is read as a literal address or not at all (bad_pin), never looked up in DNS. */
class IpLiteralTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"93.184.215.14, 93.184.215.14", "0.0.0.0, 0.0.0.0", "2606:2800::1, 2606:2800:0:0:0:0:0:1",
            "::1, 0:0:0:0:0:0:0:1"})
    void literalIsRead(String text, String hostAddress) {
        assertThat(IpLiteral.parse(text)).hasValueSatisfying(address -> assertThat(address.getHostAddress()).isEqualTo(hostAddress));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"", "localhost", "feeds.vendor.com", "127.1", "2130706433", "0x7f.0.0.1", "0177.0.0.1",
            "256.1.1.1", "1.2.3.4.5", "1.2.3.", "1:2", ".:", "fe80::1%eth0", "[::1]", "1.2.3.4 "})
    void anythingElseIsUnreadable(String text) {
        assertThat(IpLiteral.parse(text)).isEmpty();
    }
}
