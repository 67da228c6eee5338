package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.domain.code.PullRunCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FeedAddressTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "https://feeds.vendor.com/offers.json         | https://feeds.vendor.com/offers.json",
            "HTTPS://Feeds.Vendor.COM/Offers.json         | https://feeds.vendor.com/Offers.json",
            "https://feeds.vendor.com                     | https://feeds.vendor.com/",
            "https://feeds.vendor.com?day=1               | https://feeds.vendor.com/?day=1",
            "https://feeds.vendor.com:443/a?b=c&d=e       | https://feeds.vendor.com/a?b=c&d=e",
            "https://feeds.vendor.com./a                  | https://feeds.vendor.com/a",
            "https://магазин.укр/фід                      | https://xn--80aairftm.xn--j1amh/%D1%84%D1%96%D0%B4",
            "https://bücher.example.de/x                  | https://xn--bcher-kva.example.de/x",
            "https://shop.co.uk/feed                      | https://shop.co.uk/feed",
            "https://127.0.0.1.nip.io/feed                | https://127.0.0.1.nip.io/feed",
            // registrable under the Public Suffix List: below a listed suffix, or taken back by an exception rule
            "https://shop.kyoto.jp/feed                   | https://shop.kyoto.jp/feed",
            "https://city.kawasaki.jp/feed                | https://city.kawasaki.jp/feed",
            "https://www.ck/feed                          | https://www.ck/feed",
            "https://shop.com.bd/feed                     | https://shop.com.bd/feed",
            // dot segments removed as the HTTP client removes them before it sends the request (RFC 3986 §5.2.4)
            "https://feeds.vendor.com/a/../ok/./?q=1      | https://feeds.vendor.com/ok/?q=1",
            "https://feeds.vendor.com/a/%2E%2e/b          | https://feeds.vendor.com/b",
            "https://feeds.vendor.com/a/.%2E/b/%2e/c      | https://feeds.vendor.com/b/c",
            "https://feeds.vendor.com/../../feed          | https://feeds.vendor.com/feed",
            "https://feeds.vendor.com/a/b/..              | https://feeds.vendor.com/a/",
            "https://feeds.vendor.com/a/.                 | https://feeds.vendor.com/a/",
            "https://feeds.vendor.com/a//b/...?x=/../y    | https://feeds.vendor.com/a//b/...?x=/../y",
    })
    void validAddressIsStoredInCanonicalForm(String input, String canonical) {
        FeedAddressParse parse = FeedAddress.parse(input);

        assertThat(parse).isInstanceOf(FeedAddressParse.Valid.class);
        FeedAddress address = ((FeedAddressParse.Valid) parse).address();
        assertThat(address.url()).isEqualTo(canonical);
        assertThat(address.port()).isEqualTo(443);
        assertThat(canonical).startsWith("https://" + address.host() + "/");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            // scheme
            "http://feeds.vendor.com/feed", "ftp://feeds.vendor.com/feed", "feeds.vendor.com/feed",
            "https:feeds.vendor.com/feed", "https:/feeds.vendor.com/feed", "//feeds.vendor.com/feed",
            // port
            "https://feeds.vendor.com:8443/feed", "https://feeds.vendor.com:80/feed", "https://feeds.vendor.com:/feed",
            "https://feeds.vendor.com:44300/feed", "https://feeds.vendor.com:+443/feed", "https://feeds.vendor.com:0x1bb/",
            // userinfo
            "https://user@feeds.vendor.com/feed", "https://user:pw@feeds.vendor.com/feed", "https://@feeds.vendor.com/",
            // fragment
            "https://feeds.vendor.com/feed#top", "https://feeds.vendor.com/feed#",
            // backslash, white space, control characters
            "https://feeds.vendor.com\\@evil.com/", "https:\\\\feeds.vendor.com/feed", "https://feeds.vendor.com/a\\b",
            "https://feeds.vendor.com/a b", " https://feeds.vendor.com/feed", "https://feeds.vendor.com/feed\t",
            "https://feeds.vendor.com/\nfeed", "https://feeds.ven\u0000dor.com/", "https://feeds.vendor.com/\u007f",
            "https://feeds.vendor.com/\u00a0", "https://feeds.vendor.com/\u3000", "https://exa\u200bmple.com/",
            "https://feeds.vendor.com/\u202e", "https://feeds.vendor.com/\ud800", "https://feeds.vendor.com/\udc00x",
            "https://feeds.vendor.com/\udb40\udc01",
            // IP literals in every form
            "https://127.0.0.1/feed", "https://127.1/feed", "https://2130706433/feed", "https://0x7f.1/feed",
            "https://0x7f000001/feed", "https://0177.0.0.1/feed", "https://0/feed", "https://8.8.8.8/feed",
            "https://1.2.3.0x4/feed", "https://foo.0x/feed", "https://foo.123/feed", "https://[::1]/feed",
            "https://[2001:db8::1]:443/feed", "https://::1/feed", "https://１２７.０.０.１/feed",
            "https://127。0。0。1/feed", "https://93.184.215.14./feed",
            // localhost and special-use names
            "https://localhost/feed", "https://LOCALHOST./feed", "https://api.localhost/feed",
            "https://shop.test/feed", "https://printer.local/feed", "https://x.invalid/feed",
            "https://feeds.example/feed", "https://svc.internal/feed", "https://nas.home.arpa/feed",
            "https://home.arpa/feed",
            // bare public suffixes
            "https://com/feed", "https://co.uk/feed", "https://com.ua/feed", "https://kiev.ua/feed",
            "https://CO.UK./feed", "https://github.io/feed",
            // the whole Public Suffix List: rules, wildcard rules (*.ck, *.kawasaki.jp), IDN rules, private section
            "https://kyoto.jp/feed", "https://com.bd/feed", "https://shop.ck/feed", "https://foo.kawasaki.jp/feed",
            "https://公司.cn/feed", "https://xn--55qx5d.cn/feed", "https://s3.amazonaws.com/feed",
            "https://blogspot.com/feed",
            // malformed hosts
            "https:///feed", "https://feeds..vendor.com/", "https://.vendor.com/", "https://feeds_1.vendor.com/",
            "https://-feeds.vendor.com/", "https://feeds.vendor.com%2f/", "https://%6c%6fcalhost/",
            "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com/", "",
            // a punycode label that decodes to nothing
            "https://xn--zz.com/feed", "https://feeds.xn--zz.com/feed",
    })
    void refusedAddressIsBadUrl(String input) {
        FeedAddressParse parse = FeedAddress.parse(input);

        assertThat(parse).isInstanceOf(FeedAddressParse.Invalid.class);
        FeedAddressParse.Invalid invalid = (FeedAddressParse.Invalid) parse;
        assertThat(invalid.code()).isEqualTo(PullRunCode.BAD_URL);
        assertThat(invalid.reason()).isNotBlank();
    }

    @Test
    void nullAddressIsBadUrl() {
        assertThat(FeedAddress.parse(null)).isInstanceOf(FeedAddressParse.Invalid.class);
    }

    @Test
    void refusalSaysWhy() {
        assertThat(reason("http://feeds.vendor.com/")).contains("https");
        assertThat(reason("https://feeds.vendor.com:8443/")).contains("443");
        assertThat(reason("https://0x7f.1/")).contains("IP literal");
        assertThat(reason("https://co.uk/")).contains("public suffix");
        assertThat(reason("https://x.home.arpa/")).contains("special-use");
    }

    /** Operations audit 28, F10: the reason names the fault the address has, not a neighbouring rule. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "https:feeds.vendor.com/feed       | must start with https://",
            "https:/feeds.vendor.com/feed      | must start with https://",
            "https://feeds.vendor.com:/feed    | the port after the colon is empty",
            "https://xn--zz.com/feed           | not a valid hostname",
    })
    void refusalNamesTheFaultTheAddressHas(String input, String reason) {
        assertThat(reason(input)).contains(reason);
    }

    @Test
    void theOriginOfACanonicalUrlIsSchemeAndHostWhateverThePathOrQuery() {
        assertThat(FeedAddress.originOf("https://feeds.vendor.com/a/b.json?day=1"))
                .isEqualTo("https://feeds.vendor.com");
        assertThat(FeedAddress.originOf("https://feeds.vendor.com/")).isEqualTo("https://feeds.vendor.com");
        assertThat(FeedAddress.originOf("https://feeds.vendor.com.evil.org/"))
                .isNotEqualTo(FeedAddress.originOf("https://feeds.vendor.com/"));
    }

    private static String reason(String input) {
        return ((FeedAddressParse.Invalid) FeedAddress.parse(input)).reason();
    }
}
