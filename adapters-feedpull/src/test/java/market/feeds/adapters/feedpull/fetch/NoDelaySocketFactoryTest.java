package market.feeds.adapters.feedpull.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The pull's sockets send at once: no Nagle wait on the server's delayed ACK after the TLS handshake. */
class NoDelaySocketFactoryTest {

    @Test
    void thePullClientOpensSocketsWithTcpNoDelay() throws Exception {
        var client = FeedHttpClient.build(FetchSettings.defaults(), TrustMaterial.load(Optional.empty()));

        try (Socket socket = client.socketFactory().createSocket()) {
            assertThat(socket.getTcpNoDelay()).isTrue();
        }
    }
}
