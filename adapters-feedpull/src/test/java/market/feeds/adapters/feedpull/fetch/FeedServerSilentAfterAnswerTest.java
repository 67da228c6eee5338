package market.feeds.adapters.feedpull.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.out.FeedFetcher.FeedRequest;
import market.feeds.application.port.out.FeedFetcher.FetchResult;
import market.feeds.domain.feed.Cidr;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A feed server that sent its whole answer and then neither reads nor closes the connection: the fetch ends with the
 * answer, not when the call timeout (20 s in production) runs out. The JDK's TLS close waits up to the socket's read
 * timeout for the peer's close_notify (decision 0610).
 */
class FeedServerSilentAfterAnswerTest {

    /** Far below the production call timeout, which is what a fetch waited before. */
    private static final Duration BOUND = Duration.ofSeconds(5);
    private static final String FEED = "{\"items\":[{\"sku\":\"A\",\"stock\":1}]}";

    @TempDir
    Path tempDir;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"200 OK, Fetched", "404 Not Found, Failed", "304 Not Modified, NotModified"})
    void theFetchEndsWithTheAnswerWhenTheServerStaysSilent(String status, String outcome) throws Exception {
        TestCertificates authority = TestCertificates.newAuthority("Vendor Test CA");
        Path pem = authority.writeRootPem(tempDir);
        CountDownLatch done = new CountDownLatch(1);
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Thread server = new Thread(() -> answerThenStaySilent(listener, authority.serverFor(FeedServer.HOST),
                    status, done));
            server.setDaemon(true);
            server.start();
            FetchSettings settings = FetchSettings.defaults().withPort(listener.getLocalPort())
                    .withAllowedCidrs(List.of(Cidr.parse("127.0.0.0/8"))).withExtraTrustPem(pem);
            FeedRequest request = new FeedRequest(FeedServer.URL, Optional.empty(), Optional.empty(),
                    new FeedValidators(Optional.of("\"v1\""), Optional.empty()));
            SafeFeedFetcher fetcher = new SafeFeedFetcher(FixedResolver.answering(FeedServer.HOST, "127.0.0.1"),
                    settings);

            FetchResult result = assertTimeoutPreemptively(BOUND, () -> fetcher.fetch(request));

            assertThat(result.getClass().getSimpleName()).isEqualTo(outcome);
        } finally {
            done.countDown();
        }
    }

    /** Reads the request's head, writes the whole answer, then holds the connection open until the test ends. */
    private static void answerThenStaySilent(ServerSocket listener, SSLSocketFactory serverSide, String status,
                                             CountDownLatch done) {
        try (Socket plain = listener.accept();
             SSLSocket tls = (SSLSocket) serverSide.createSocket(plain, null, plain.getPort(), false)) {
            tls.setUseClientMode(false);
            InputStream in = tls.getInputStream();
            byte[] end = "\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
            for (int matched = 0; matched < end.length; ) {
                int b = in.read();
                matched = b == end[matched] ? matched + 1 : (b == '\r' ? 1 : 0);
            }
            boolean withBody = !status.startsWith("304");
            String head = "HTTP/1.1 " + status + "\r\nContent-Type: application/json\r\n"
                    + (withBody ? "Content-Length: " + FEED.length() + "\r\n" : "") + "\r\n";
            tls.getOutputStream().write((head + (withBody ? FEED : "")).getBytes(StandardCharsets.US_ASCII));
            tls.getOutputStream().flush();
            done.await();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
