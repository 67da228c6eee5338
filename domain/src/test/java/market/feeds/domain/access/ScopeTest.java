package market.feeds.domain.access;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The two scopes named by the contract, on the wire as products:write and offers:write. */
class ScopeTest {

    @Test
    void scopesRoundTripTheirWireNames() {
        assertThat(Scope.fromWire("products:write")).contains(Scope.PRODUCTS_WRITE);
        assertThat(Scope.fromWire("offers:write")).contains(Scope.OFFERS_WRITE);
        assertThat(Scope.OFFERS_WRITE.wire()).isEqualTo("offers:write");
        assertThat(Scope.fromWire("offers:read")).isEmpty();
        assertThat(Scope.fromWire("OFFERS:WRITE")).isEmpty();
    }
}
