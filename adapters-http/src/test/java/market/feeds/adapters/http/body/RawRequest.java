package market.feeds.adapters.http.body;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A request written by hand on a socket, so a test can declare one length and send bytes at its own pace. */
final class RawRequest implements AutoCloseable {

    private final Socket socket;
    private final OutputStream out;

    RawRequest(int port, String method, String path, String bearer, long contentLength) throws IOException {
        this(port, method, path, bearer, contentLength, new byte[0]);
    }

    /** With the {@code first} bytes of the body in the same write as the head, as clients send a small body. */
    RawRequest(int port, String method, String path, String bearer, long contentLength, byte[] first)
            throws IOException {
        this(port, method, path, bearer, contentLength, first, "");
    }

    /** With {@code extraHeaders}, each line ending in CRLF (e.g. {@code "Expect: 100-continue\r\n"}). */
    RawRequest(int port, String method, String path, String bearer, long contentLength, byte[] first,
            String extraHeaders) throws IOException {
        socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout((int) Duration.ofSeconds(60).toMillis());
        out = socket.getOutputStream();
        String head = method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + bearer
                + "\r\nContent-Type: application/json\r\nIdempotency-Key: key-0123456789abcdef\r\nContent-Length: "
                + contentLength + "\r\n" + extraHeaders + "\r\n";
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        request.write(head.getBytes(StandardCharsets.US_ASCII));
        request.write(first);
        out.write(request.toByteArray());
        out.flush();
    }

    void send(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** The status line of an answer without a body (an interim {@code 100}), read up to the end of its head only. */
    String interimStatusLine() throws IOException {
        InputStream in = socket.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b == -1) {
                break;
            }
            head.write(b);
        }
        return head.toString(StandardCharsets.US_ASCII).split("\r\n", 2)[0];
    }

    /** The status line, headers and body of the answer, as text; read until the server closes or the body ends. */
    String answer() throws IOException {
        InputStream in = socket.getInputStream();
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) != -1) {
            text.write(buffer, 0, n);
            String sofar = text.toString(StandardCharsets.UTF_8);
            int end = sofar.indexOf("\r\n\r\n");
            int length = end < 0 ? -1 : contentLength(sofar.substring(0, end));
            if (length >= 0 && text.size() >= end + 4 + length) {
                break;
            }
        }
        return text.toString(StandardCharsets.UTF_8);
    }

    static int status(String answer) {
        return Integer.parseInt(answer.substring(9, 12));
    }

    private static int contentLength(String head) {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase().startsWith("content-length:")) {
                return Integer.parseInt(line.substring(15).trim());
            }
        }
        return -1;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
