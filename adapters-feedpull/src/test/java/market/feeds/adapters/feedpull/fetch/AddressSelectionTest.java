package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FixedResolver.address;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.List;
import java.util.Optional;
import market.feeds.domain.feed.AddressClasses;
import market.feeds.domain.feed.Cidr;
import org.junit.jupiter.api.Test;

/** Contract "Address rule": only published addresses that pass, the recorded one first while published. */
class AddressSelectionTest {

    private static final AddressClasses STRICT = AddressClasses.strict();

    @Test
    void pinnedAddressGoesFirstWhileStillPublished() {
        List<InetAddress> published = List.of(address("93.184.215.14"), address("93.184.215.15"), address("2606:2800::1"));

        assertThat(AddressSelection.select(published, Optional.of(address("2606:2800::1")), STRICT))
                .containsExactly(address("2606:2800::1"), address("93.184.215.14"), address("93.184.215.15"));
    }

    @Test
    void pinNoLongerPublishedIsNotConnectedTo() {
        List<InetAddress> published = List.of(address("93.184.215.14"));

        assertThat(AddressSelection.select(published, Optional.of(address("93.184.215.99")), STRICT))
                .containsExactly(address("93.184.215.14"));
    }

    @Test
    void refusedPinIsNotConnectedToEvenWhenPublished() {
        List<InetAddress> published = List.of(address("10.0.0.7"), address("93.184.215.14"));

        assertThat(AddressSelection.select(published, Optional.of(address("10.0.0.7")), STRICT))
                .containsExactly(address("93.184.215.14"));
    }

    @Test
    void refusedAddressesAreDroppedAndTheOrderOfTheRestKept() {
        List<InetAddress> published = List.of(address("127.0.0.1"), address("93.184.215.15"), address("fd00::1"),
                address("93.184.215.14"), address("93.184.215.15"));

        assertThat(AddressSelection.select(published, Optional.empty(), STRICT))
                .containsExactly(address("93.184.215.15"), address("93.184.215.14"));
    }

    @Test
    void allowedRangeLetsItsAddressesThrough() {
        AddressClasses loopbackAllowed = AddressClasses.allowing(List.of(Cidr.parse("127.0.0.0/8")));

        assertThat(AddressSelection.select(List.of(address("127.0.0.1"), address("10.0.0.1")), Optional.empty(), loopbackAllowed))
                .containsExactly(address("127.0.0.1"));
    }
}
