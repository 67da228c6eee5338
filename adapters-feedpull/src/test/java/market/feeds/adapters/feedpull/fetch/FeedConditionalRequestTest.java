package market.feeds.adapters.feedpull.fetch;

import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFailed;
import static market.feeds.adapters.feedpull.fetch.FetchResults.assertFetched;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.out.FeedFetcher.FetchResult;
import market.feeds.domain.code.PullRunCode;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Decision 0601: the fetch asks conditionally with stored validators; a 304 to that question is not a failure. */
class FeedConditionalRequestTest {

    private static final String ETAG = "\"feed-v7\"";
    private static final String LAST_MODIFIED = "Tue, 24 Nov 2026 05:00:00 GMT";

    @RegisterExtension
    final FeedServer feed = FeedServer.perTest();

    @Test
    void storedEtagIsSentAsIfNoneMatchAnd304IsNotModified() throws Exception {
        feed.enqueue(new MockResponse.Builder().code(304).setHeader("ETag", ETAG));

        FetchResult result = feed.fetch(new FeedValidators(Optional.of(ETAG), Optional.empty()));

        assertThat(result).isInstanceOf(FetchResult.NotModified.class);
        RecordedRequest request = feed.server.takeRequest();
        assertThat(request.getHeaders().get("If-None-Match")).isEqualTo(ETAG);
        assertThat(request.getHeaders().get("If-Modified-Since")).isNull();
    }

    @Test
    void storedLastModifiedIsSentVerbatimAsIfModifiedSince() throws Exception {
        feed.enqueue(new MockResponse.Builder().code(304));

        FetchResult result = feed.fetch(new FeedValidators(Optional.empty(), Optional.of(LAST_MODIFIED)));

        assertThat(result).isInstanceOf(FetchResult.NotModified.class);
        RecordedRequest request = feed.server.takeRequest();
        assertThat(request.getHeaders().get("If-Modified-Since")).isEqualTo(LAST_MODIFIED);
        assertThat(request.getHeaders().get("If-None-Match")).isNull();
    }

    @Test
    void bothStoredValidatorsAreSent() throws Exception {
        feed.enqueue(new MockResponse.Builder().code(304));

        feed.fetch(new FeedValidators(Optional.of(ETAG), Optional.of(LAST_MODIFIED)));

        RecordedRequest request = feed.server.takeRequest();
        assertThat(request.getHeaders().get("If-None-Match")).isEqualTo(ETAG);
        assertThat(request.getHeaders().get("If-Modified-Since")).isEqualTo(LAST_MODIFIED);
    }

    @Test
    void withoutStoredValidatorsTheRequestIsUnconditionalAndA304StaysFeedHttpError() throws Exception {
        feed.enqueue(new MockResponse.Builder().code(304));

        var failed = assertFailed(feed.fetch(FeedValidators.none()), PullRunCode.FEED_HTTP_ERROR);

        assertThat(failed.httpStatus()).hasValue(304);
        RecordedRequest request = feed.server.takeRequest();
        assertThat(request.getHeaders().get("If-None-Match")).isNull();
        assertThat(request.getHeaders().get("If-Modified-Since")).isNull();
    }

    @Test
    void aServerIgnoringTheConditionAnswers200AndTheBodyIsTheFeed() {
        feed.enqueue(new MockResponse.Builder().code(200).setHeader("ETag", ETAG).body("{\"items\":[]}"));

        byte[] body = assertFetched(feed.fetch(new FeedValidators(Optional.of(ETAG), Optional.of(LAST_MODIFIED))));

        assertThat(new String(body, StandardCharsets.UTF_8)).isEqualTo("{\"items\":[]}");
    }

    @Test
    void theValidatorsOfA200AreHandedOnWithItsBody() {
        feed.enqueue(new MockResponse.Builder().code(200).setHeader("ETag", ETAG)
                .setHeader("Last-Modified", LAST_MODIFIED).body("{\"items\":[]}"));

        FetchResult result = feed.fetch();

        assertFetched(result);
        assertThat(((FetchResult.Fetched) result).validators())
                .isEqualTo(new FeedValidators(Optional.of(ETAG), Optional.of(LAST_MODIFIED)));
    }

    @Test
    void a200WithoutValidatorsHandsOnNone() {
        feed.enqueue(new MockResponse.Builder().code(200).body("{\"items\":[]}"));

        FetchResult result = feed.fetch();

        assertThat(((FetchResult.Fetched) result).validators().isEmpty()).isTrue();
    }
}
