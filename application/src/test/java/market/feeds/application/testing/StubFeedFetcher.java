package market.feeds.application.testing;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Function;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.out.FeedFetcher;
import market.feeds.domain.code.PullRunCode;

/**
 * An in-test implementation of the fetcher port (not HTTP): answers with the bytes or failure a test sets,
 * records what it was asked, and can run a side effect during the fetch (move a clock, take a lease).
 */
public final class StubFeedFetcher implements FeedFetcher {

    private volatile Function<FeedRequest, FetchResult> answer = request -> new FetchResult.Failed(
            PullRunCode.FETCH_FAILED, OptionalInt.empty(), "no answer set");
    private volatile Runnable during = () -> { };
    private final List<FeedRequest> requests = new ArrayList<>();

    public StubFeedFetcher answering(String body) {
        return answeringBytes(body.getBytes(StandardCharsets.UTF_8));
    }

    public StubFeedFetcher answeringBytes(byte[] body) {
        answer = request -> new FetchResult.Fetched(body.clone());
        return this;
    }

    /** A 200 that carries an {@code ETag} and a {@code Last-Modified}, as the fetcher reads them off the answer. */
    public StubFeedFetcher answering(String body, FeedValidators validators) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        answer = request -> new FetchResult.Fetched(bytes.clone(), validators);
        return this;
    }

    /** A 304, as a server answers a request that carried the validators of a body it still serves. */
    public StubFeedFetcher answeringNotModified() {
        answer = request -> new FetchResult.NotModified();
        return this;
    }

    /** What a fetcher answers when the process's orderly stop cuts the fetch short (decision 0606). */
    public StubFeedFetcher stopping() {
        answer = request -> new FetchResult.Stopped();
        return this;
    }

    public StubFeedFetcher failing(PullRunCode code, OptionalInt httpStatus) {
        answer = request -> new FetchResult.Failed(code, httpStatus, "stub failure " + code.wire());
        return this;
    }

    public StubFeedFetcher whileFetching(Runnable sideEffect) {
        during = sideEffect;
        return this;
    }

    @Override
    public synchronized FetchResult fetch(FeedRequest request) {
        requests.add(request);
        during.run();
        return answer.apply(request);
    }

    public synchronized List<FeedRequest> requests() {
        return List.copyOf(requests);
    }
}
