package market.feeds.adapters.feedpull.fetch;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.OptionalInt;
import market.feeds.application.port.out.FeedFetcher.FetchResult;
import market.feeds.domain.code.PullRunCode;
import okhttp3.Call;

/**
 * Names an I/O failure of the call with its pull-run code: {@code fetch_failed} when no connection
 * could be made (refused, unreachable, connect timeout, TLS chain or hostname refused), {@code timeout}
 * when the call's time ran out, {@code feed_http_error} when the server had already answered a non-200 status
 * (decision 0607).
 */
final class FetchFailures {

    private static final int MAX_DETAIL = 200;

    private FetchFailures() {
    }

    /**
     * A non-200 status line settles the code whatever breaks after it (OkHttp refuses a 204 or 205 with a body only
     * after reading its headers). Otherwise: before a connection stood, the server could not be reached; after it,
     * only time can run out, or the connection broke, which the closed set can only call {@code fetch_failed}.
     */
    static FetchResult classify(IOException e, Call call, ConnectionWatch watch) {
        OptionalInt answered = watch.answeredStatus();
        if (answered.isPresent() && answered.getAsInt() != 200) {
            return new FetchResult.Failed(PullRunCode.FEED_HTTP_ERROR, answered,
                    "the feed answered HTTP " + answered.getAsInt() + ", then broke HTTP: " + describe(e));
        }
        if (!watch.connected() && !call.isCanceled()) {
            return failed(PullRunCode.FETCH_FAILED, "no connection could be made: " + describe(e));
        }
        if (call.isCanceled() || e instanceof InterruptedIOException) {
            return failed(PullRunCode.TIMEOUT, "the feed did not answer in time");
        }
        if (answered.isPresent()) {
            return failed(PullRunCode.FETCH_FAILED, "the feed answered HTTP 200, then its body broke: " + describe(e));
        }
        return failed(PullRunCode.FETCH_FAILED, "the connection failed: " + describe(e));
    }

    private static FetchResult failed(PullRunCode code, String detail) {
        return new FetchResult.Failed(code, OptionalInt.empty(), detail);
    }

    /** One short line: TLS messages run on with certificate dumps that help nobody in a notification. */
    private static String describe(IOException e) {
        String message = e.getMessage() == null ? "" : " " + e.getMessage().lines().findFirst().orElse("");
        String line = e.getClass().getSimpleName() + message;
        return line.length() <= MAX_DETAIL ? line : line.substring(0, MAX_DETAIL) + "…";
    }
}
