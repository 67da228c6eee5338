package market.feeds.bootstrap.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The operator API's journal is walked a page at a time by its {@code Link: <…>; rel="next"} (decision 0502, amended
 * in session 30): every entry once, newest first, the query's filters kept, over the wired service and PostgreSQL.
 */
class AdminApiJournalPagingE2eTest {

    private static final int REQUESTS = 250;
    private static final String JOURNAL = "/admin/v1/vendors/walking/journal";
    private static final Pattern NEXT = Pattern.compile("<([^>]+)>; rel=\"next\"");
    private static final String ELSEWHERE = "00000000-0000-0000-0000-000000900001";

    @RegisterExtension
    static final OneService service = OneService.perClass();

    /** "walking" holds {@link JournalSeed}'s 250 requests, "elsewhere" one request of its own. */
    @BeforeAll
    static void seed() throws Exception {
        service.operator().vendor("walking");
        service.operator().vendor("elsewhere");
        assertThat(JournalSeed.write(service.database(), "walking", REQUESTS)).isEqualTo(REQUESTS);
        try (Connection c = service.database().getConnection(); Statement s = c.createStatement()) {
            assertThat(s.executeUpdate("INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, "
                    + "created_at, finished_at, status, rejected_total) SELECT CAST('" + ELSEWHERE + "' AS uuid), "
                    + "v.id, 'feed', 'feed', false, timestamptz '2026-11-01 00:02Z', timestamptz '2026-11-01 00:02Z', "
                    + "'succeeded', 0 FROM vendors v WHERE v.slug = 'elsewhere'")).isEqualTo(1);
        }
    }

    @Test
    void followingTheNextLinkReadsEveryEntryOnceNewestFirstAndTheLastPageHasNoLink() {
        List<List<Integer>> pages = walk(JOURNAL + "?limit=100");

        assertThat(pages).containsExactly(range(250, 151), range(150, 51), range(50, 1));
    }

    @Test
    void theNextLinkKeepsSourceStatusAndLimitAndTheFiltersApplyBeforeThePageIsCut() {
        Reply first = get(JOURNAL + "?source=feed&status=failed&limit=40");
        List<List<Integer>> pages = walk(JOURNAL + "?source=feed&status=failed&limit=40");

        assertThat(next(first)).isEqualTo(JOURNAL + "?source=feed&status=failed&limit=40&before="
                + JournalSeed.requestId(172));
        assertThat(pages).hasSize(4);
        assertThat(pages.stream().flatMap(List::stream).toList())
                .isEqualTo(range(250, 1).stream().filter(n -> n % 2 == 0).toList());
        assertThat(pages.get(3)).hasSize(5);
    }

    @Test
    void beforeStartsStrictlyOlderThanTheRequestWithTheDefaultLimit() {
        Reply page = get(JOURNAL + "?before=" + JournalSeed.requestId(200));

        assertThat(entries(page)).isEqualTo(range(199, 150));
        assertThat(next(page)).isEqualTo(JOURNAL + "?before=" + JournalSeed.requestId(150));
    }

    @Test
    void aBeforeThatIsNotARequestIdIsInvalidRequestPointingAtBefore() {
        for (String before : List.of("250", "not-a-request", "00000000-0000-0000-0000-00000000025")) {
            Reply refused = service.operator().call("GET", "/vendors/walking/journal?before=" + before, null);

            assertThat(refused.status()).as(before).isEqualTo(400);
            assertThat(refused.code()).isEqualTo("invalid_request");
            assertThat(refused.json().get("pointer").asText()).isEqualTo("/before");
        }
        Reply status = service.operator().call("GET", "/vendors/walking/journal?status=ok", null);
        assertThat(status.json().get("pointer").asText()).isEqualTo("/status");
    }

    /** An empty page would read as the journal's end; the request is not the vendor's, so it is not found. */
    @Test
    void anotherVendorsRequestOrAnUnknownOneAsBeforeIsNotFound() {
        for (String before : List.of(ELSEWHERE, "00000000-0000-0000-0000-000000999999")) {
            Reply refused = service.operator().call("GET", "/vendors/walking/journal?before=" + before, null);

            assertThat(refused.status()).as(before).isEqualTo(404);
            assertThat(refused.code()).isEqualTo("not_found");
            assertThat(refused.json().get("detail").asText()).contains(before);
        }
        assertThat(entries(get("/admin/v1/vendors/elsewhere/journal?before=" + ELSEWHERE))).isEmpty();
    }

    /** The pages the next links lead through from {@code target}, each checked to be 200 with a bare array. */
    private static List<List<Integer>> walk(String target) {
        List<List<Integer>> pages = new ArrayList<>();
        String next = target;
        while (next != null && pages.size() <= REQUESTS) {
            Reply page = get(next);
            pages.add(entries(page));
            next = next(page);
        }
        return pages;
    }

    private static Reply get(String target) {
        Reply reply = service.http().json("GET", target, E2eService.OPERATOR_TOKEN, null);
        assertThat(reply.status()).as("%s: %s", target, reply.body()).isEqualTo(200);
        assertThat(reply.json().isArray()).isTrue();
        return reply;
    }

    private static String next(Reply page) {
        String link = page.header("Link");
        if (link == null) {
            return null;
        }
        Matcher found = NEXT.matcher(link);
        assertThat(found.matches()).as(link).isTrue();
        return found.group(1);
    }

    private static List<Integer> entries(Reply page) {
        List<Integer> numbers = new ArrayList<>();
        for (JsonNode entry : page.json()) {
            String id = entry.get("request_id").asText();
            numbers.add(Integer.parseInt(id.substring(id.lastIndexOf('-') + 1)));
        }
        return numbers;
    }

    private static List<Integer> range(int from, int downTo) {
        return IntStream.rangeClosed(downTo, from).map(n -> from + downTo - n).boxed().toList();
    }
}
