package market.feeds.application.service;

import market.feeds.application.port.out.KeysetPage;
import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.service.WriteOutcomes.refused;
import static market.feeds.application.testing.InMemoryWorld.dryRun;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.Optional;
import java.util.stream.IntStream;
import market.feeds.application.model.Caller;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.port.in.ProductFeedResult;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.application.testing.Json;
import market.feeds.application.testing.Rows;
import market.feeds.application.testing.TestData;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.write.WriteKind;
import org.junit.jupiter.api.Test;

/** POST /v1/products: the request-level codes in the order of operations-contract §2, and their journal. */
class ProductFeedRequestCodesTest {

    /** A page larger than any listing here: the whole listing in one read. */
    private static final KeysetPage WHOLE = KeysetPage.first(1000);

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();

    private WriteOutcome<ProductFeedResult> submit(WriteCommand command) {
        return world.useCases.submitProductFeed().submit(command);
    }

    private static WriteCommand withKey(Caller caller, Optional<String> key, String body) {
        return new WriteCommand(caller, TestData.id(), false, key, Json.bytes(body));
    }

    @Test
    void bodyThatIsNotJsonIsInvalidEnvelope() {
        refused(submit(real(caller, "{\"items\": [")), RequestCode.INVALID_ENVELOPE);
    }

    @Test
    void invalidEnvelopeCarriesTheReadersPointer() {
        var refused = refused(submit(real(caller, "{\"items\":[{\"sku\":\"A\",\"sku\":\"B\"}]}")), RequestCode.INVALID_ENVELOPE);
        assertThat(refused.pointer()).contains("/items/0/sku");
    }

    @Test
    void realCallWithoutIdempotencyKeyIsInvalidEnvelopeNamingTheHeader() {
        var refused = refused(submit(withKey(caller, Optional.empty(), items(Rows.product("A-1")))), RequestCode.INVALID_ENVELOPE);
        assertThat(refused.detail()).contains("Idempotency-Key");
    }

    @Test
    void idempotencyKeyShorterThanSixteenCharactersIsInvalidEnvelope() {
        refused(submit(withKey(caller, Optional.of("x".repeat(15)), items(Rows.product("A-1")))), RequestCode.INVALID_ENVELOPE);
        completed(submit(withKey(caller, Optional.of("x".repeat(16)), items(Rows.product("A-1")))));
    }

    @Test
    void idempotencyKeyLongerThan255CharactersIsInvalidEnvelope() {
        refused(submit(withKey(caller, Optional.of("x".repeat(256)), items(Rows.product("A-1")))), RequestCode.INVALID_ENVELOPE);
    }

    @Test
    void dryRunNeedsNoIdempotencyKey() {
        assertThat(completed(submit(dryRun(caller, items(Rows.product("A-1"))))).accepted()).isEqualTo(1);
    }

    @Test
    void unreadableBodyIsReportedBeforeTheMissingKey() {
        var refused = refused(submit(withKey(caller, Optional.empty(), "[1,2]")), RequestCode.INVALID_ENVELOPE);
        assertThat(refused.detail()).doesNotContain("Idempotency-Key");
    }

    @Test
    void missingKeyIsReportedBeforeAnUnknownField() {
        var refused = refused(submit(withKey(caller, Optional.empty(), items(obj("currency", "UAH")))),
                RequestCode.INVALID_ENVELOPE);
        assertThat(refused.detail()).contains("Idempotency-Key");
    }

    @Test
    void unknownFieldPointsAtTheFirstUnknownMember() {
        String body = items(Rows.product("A-1"), obj("sku", "B", "vat_rate", 20));
        var refused = refused(submit(real(caller, body)), RequestCode.UNKNOWN_FIELD);
        assertThat(refused.pointer()).contains("/items/1/vat_rate");
    }

    @Test
    void unknownTopLevelMemberIsUnknownField() {
        var refused = refused(submit(real(caller, "{\"items\":[],\"currency\":\"UAH\"}")), RequestCode.UNKNOWN_FIELD);
        assertThat(refused.pointer()).contains("/currency");
    }

    @Test
    void emptyItemsIsNoItems() {
        refused(submit(real(caller, items())), RequestCode.NO_ITEMS);
    }

    @Test
    void moreThan5000ItemsIsTooManyItems() {
        refused(submit(real(caller, items(Collections.nCopies(5001, "{}")))), RequestCode.TOO_MANY_ITEMS);
        completed(submit(dryRun(caller, items(Collections.nCopies(5000, "{}")))));
    }

    @Test
    void sameKeyWithAnotherBodyIsIdempotencyKeyReused() {
        String key = "key-" + TestData.id();
        completed(submit(real(caller, key, items(Rows.product("A-1")))));
        refused(submit(real(caller, key, items(Rows.product("B-2")))), RequestCode.IDEMPOTENCY_KEY_REUSED);
    }

    @Test
    void reviewBacklogAtTwentyThousandUnresolvedPositions() {
        String requestId = TestData.id();
        world.stores.positions().insertAll(IntStream.range(0, SubmitProductFeedService.MAX_UNRESOLVED - 1)
                .mapToObj(i -> TestData.aPosition().forVendor(caller.vendor().id()).withSku("S-" + i).ofRequest(requestId, i).build())
                .toList());
        completed(submit(real(caller, items(Rows.product("LAST")))));
        refused(submit(real(caller, items(Rows.product("ONE-MORE")))), RequestCode.REVIEW_BACKLOG);
    }

    @Test
    void reviewBacklogAtTenOpenJobs() {
        for (int i = 0; i < SubmitProductFeedService.MAX_OPEN_JOBS; i++) {
            completed(submit(real(caller, items(Rows.product("A-" + i)))));
        }
        refused(submit(real(caller, items(Rows.product("B")))), RequestCode.REVIEW_BACKLOG);
        world.useCases.workProductJobs().workOne("worker");
        completed(submit(real(caller, items(Rows.product("B")))));
    }

    @Test
    void reusedKeyIsReportedBeforeReviewBacklog() {
        String key = "key-" + TestData.id();
        completed(submit(real(caller, key, items(Rows.product("A-0")))));
        for (int i = 1; i < SubmitProductFeedService.MAX_OPEN_JOBS; i++) {
            completed(submit(real(caller, items(Rows.product("A-" + i)))));
        }
        refused(submit(real(caller, key, items(Rows.product("OTHER")))), RequestCode.IDEMPOTENCY_KEY_REUSED);
    }

    @Test
    void dryRunIsNotRefusedForTheBacklog() {
        for (int i = 0; i < SubmitProductFeedService.MAX_OPEN_JOBS; i++) {
            completed(submit(real(caller, items(Rows.product("A-" + i)))));
        }
        completed(submit(dryRun(caller, items(Rows.product("B")))));
    }

    @Test
    void refusedRequestIsJournaledAsFailedWithItsCode() {
        WriteCommand command = real(caller, items());
        refused(submit(command), RequestCode.NO_ITEMS);
        JournalEntry entry = world.stores.journal().find(caller.vendor().id(), command.requestId()).orElseThrow();
        assertThat(entry.status()).isEqualTo(RequestStatus.FAILED);
        assertThat(entry.code()).contains("no_items");
        assertThat(entry.endpoint()).isEqualTo(WriteKind.PRODUCT_FEED.journalLabel());
        assertThat(entry.rejectedTotal()).isZero();
        assertThat(entry.accepted()).isEmpty();
    }

    @Test
    void refusedRequestCreatesNothing() {
        for (int i = 0; i < SubmitProductFeedService.MAX_OPEN_JOBS; i++) {
            completed(submit(real(caller, items(Rows.product("A-" + i)))));
        }
        int before = world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.empty(),
                WHOLE).size();
        refused(submit(real(caller, items(Rows.product("NEW")))), RequestCode.REVIEW_BACKLOG);
        assertThat(world.stores.positions().list(caller.vendor().id(), Optional.empty(), Optional.empty(),
                WHOLE)).hasSize(before);
        assertThat(world.stores.jobs().openJobs(caller.vendor().id())).isEqualTo(SubmitProductFeedService.MAX_OPEN_JOBS);
    }
}
