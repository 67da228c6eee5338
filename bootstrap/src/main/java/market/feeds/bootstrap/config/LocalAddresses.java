package market.feeds.bootstrap.config;

import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Optional;

/** Whether this machine can listen on an address, asked of the operating system itself. */
final class LocalAddresses {

    private LocalAddresses() {
    }

    /**
     * Binds a throw-away socket on a port the system picks, so the configured port is not touched and only the
     * address is tried; the system's reason (e.g. "Cannot assign requested address") when it refuses.
     */
    static Optional<String> bindRefusal(InetAddress address) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.bind(new InetSocketAddress(address, 0));
            return Optional.empty();
        } catch (BindException e) {
            return Optional.of(String.valueOf(e.getMessage()));
        } catch (IOException e) {
            // Not the address's fault (e.g. no sockets left): the real bind reports it with its own reason.
            return Optional.empty();
        }
    }
}
