package market.feeds.domain.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class AddressClassesTest {

    /** Each refused class with its first and last address; the neighbours outside are in the next table. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "0.0.0.0", "0.255.255.255", "10.0.0.0", "10.255.255.255", "100.64.0.0", "100.127.255.255",
            "127.0.0.0", "127.0.0.1", "127.255.255.255", "169.254.0.0", "169.254.169.254", "169.254.255.255",
            "172.16.0.0", "172.31.255.255", "192.0.0.0", "192.0.0.255", "192.0.2.0", "192.0.2.255",
            "192.31.196.1", "192.52.193.1", "192.88.99.0", "192.88.99.255", "192.168.0.0", "192.168.255.255",
            "192.175.48.1", "198.18.0.0", "198.19.255.255", "198.51.100.0", "198.51.100.255", "203.0.113.0",
            "203.0.113.255", "224.0.0.0", "239.255.255.255", "240.0.0.0", "255.255.255.254", "255.255.255.255",
            "::", "::1", "::2", "::7f00:1", "::ffff:ffff", "::ffff:0:0", "::ffff:0:7f00:1", "64:ff9b::",
            "64:ff9b::ffff:ffff", "64:ff9b:1::", "64:ff9b:1:ffff:ffff:ffff:ffff:ffff", "100::", "100::ffff:ffff:ffff:ffff",
            "100:0:0:1::", "2001::", "2001:0:ffff:ffff:ffff:ffff:ffff:ffff", "2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff",
            "2001:db8::", "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", "2002::", "2002:7f00:1::",
            "2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "2620:4f:8000::", "3fff::", "3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff",
            "5f00::", "fc00::", "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "fe80::", "fe80::1",
            "febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "fec0::", "feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "ff00::",
            "ff02::1", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    })
    void specialPurposeAddressIsNotRoutable(String text) throws Exception {
        assertThat(AddressClasses.strict().isRoutable(raw(text))).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "1.1.1.1", "8.8.8.8", "9.255.255.255", "11.0.0.0", "100.63.255.255", "100.128.0.0", "126.255.255.255",
            "128.0.0.0", "169.253.255.255", "169.255.0.0", "172.15.255.255", "172.32.0.0", "191.255.255.255",
            "192.0.1.0", "192.0.3.0", "192.88.98.255", "192.88.100.0", "192.167.255.255", "192.169.0.0",
            "198.17.255.255", "198.20.0.0", "198.51.99.255", "198.51.101.0", "203.0.112.255", "203.0.114.0",
            "223.255.255.255", "93.184.215.14",
            "2001:200::", "2001:4860:4860::8888", "2001:db7:ffff:ffff:ffff:ffff:ffff:ffff", "2001:db9::",
            "2003::", "2606:4700::1111", "2620:4f:7fff:ffff:ffff:ffff:ffff:ffff", "2620:4f:8001::",
            "3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "3fff:1000::", "64:ff9b:2::", "64:ff9b:0:1::",
            "101::", "fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "::1:0:0:0",
    })
    void publicAddressIsRoutable(String text) throws Exception {
        assertThat(AddressClasses.strict().isRoutable(raw(text))).isTrue();
    }

    @Test
    void mappedAddressFromTheResolverIsRefusedWhateverItEmbeds() throws Exception {
        byte[] mapped = raw("::ffff:808:808");
        InetAddress address = Inet6Address.getByAddress(null, mapped, -1);

        assertThat(AddressClasses.strict().isRoutable(address)).isFalse();
    }

    @ParameterizedTest(name = "{0} allowed by {1}: {2}")
    @CsvSource({
            "127.0.0.1, 127.0.0.0/8, true",
            "127.255.0.9, 127.0.0.0/8, true",
            "10.0.0.1, 127.0.0.0/8, false",
            "192.168.1.20, 192.168.1.16/28, true",
            "192.168.1.32, 192.168.1.16/28, false",
            "::1, ::1/128, true",
            "fd00::5, fc00::/7, true",
            "::1, 127.0.0.0/8, false",
    })
    void allowedRangeOpensOnlyItself(String address, String range, boolean routable) throws Exception {
        AddressClasses classes = AddressClasses.allowing(List.of(Cidr.parse(range)));

        assertThat(classes.isRoutable(raw(address))).isEqualTo(routable);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"localhost/8", "127.1/8", "127.0.0.0/33", "::/129", "127.0.0.0/", "0177.0.0.1/8", "x"})
    void cidrRefusesWhatIsNotALiteralRange(String text) {
        assertThatThrownBy(() -> Cidr.parse(text)).isInstanceOf(IllegalArgumentException.class);
    }

    /** Raw bytes as written: an IPv4-mapped literal stays 16 bytes (Java would shorten it to 4). */
    private static byte[] raw(String text) throws Exception {
        if (text.indexOf(':') < 0) {
            return IpLiteral.parse(text).orElseThrow().getAddress();
        }
        byte[] bytes = InetAddress.getByName(text).getAddress();
        if (bytes.length == 4) {
            byte[] mapped = new byte[16];
            mapped[10] = (byte) 0xff;
            mapped[11] = (byte) 0xff;
            System.arraycopy(bytes, 0, mapped, 12, 4);
            return mapped;
        }
        return bytes;
    }
}
