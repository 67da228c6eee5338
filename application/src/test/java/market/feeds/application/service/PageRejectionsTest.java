package market.feeds.application.service;

import static market.feeds.application.service.WriteOutcomes.completed;
import static market.feeds.application.testing.InMemoryWorld.real;
import static market.feeds.application.testing.Json.items;
import static market.feeds.application.testing.Json.obj;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.Optional;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.PageRejectionsUseCase.Outcome;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.domain.Rejection;
import org.junit.jupiter.api.Test;

/** GET /v1/requests/{id}/rejections: defaults 0/100, limits 1–500, another vendor's request not found. */
class PageRejectionsTest {

    private final InMemoryWorld world = new InMemoryWorld();
    private final Caller caller = world.newCaller();
    private final String requestId = completed(world.useCases.submitProductFeed().submit(
            real(caller, items(Collections.nCopies(250, obj("sku", "X")))))).requestId();

    private Outcome page(Optional<Integer> offset, Optional<Integer> limit) {
        return world.useCases.pageRejections().page(caller, requestId, offset, limit);
    }

    @Test
    void defaultsAreOffsetZeroAndLimitHundred() {
        Outcome.Page page = (Outcome.Page) page(Optional.empty(), Optional.empty());
        assertThat(page.offset()).isZero();
        assertThat(page.limit()).isEqualTo(100);
        assertThat(page.rejected()).hasSize(100);
        assertThat(page.rejectedTotal()).isEqualTo(250);
        assertThat(page.requestId()).isEqualTo(requestId);
    }

    @Test
    void pagesFollowTheItemIndex() {
        Outcome.Page page = (Outcome.Page) page(Optional.of(240), Optional.of(500));
        assertThat(page.rejected()).extracting(Rejection::index).containsExactly(240, 241, 242, 243, 244, 245, 246, 247,
                248, 249);
    }

    @Test
    void offsetBelowZeroOrLimitOutsideOneTo500IsInvalidRequest() {
        assertThat(page(Optional.of(-1), Optional.empty())).isInstanceOf(Outcome.InvalidRequest.class);
        assertThat(page(Optional.empty(), Optional.of(0))).isInstanceOf(Outcome.InvalidRequest.class);
        assertThat(page(Optional.empty(), Optional.of(501))).isInstanceOf(Outcome.InvalidRequest.class);
        assertThat(page(Optional.empty(), Optional.of(500))).isInstanceOf(Outcome.Page.class);
        assertThat(page(Optional.empty(), Optional.of(1))).isInstanceOf(Outcome.Page.class);
    }

    @Test
    void anotherVendorsRequestIsNotFound() {
        assertThat(world.useCases.pageRejections().page(world.newCaller(), requestId, Optional.empty(), Optional.empty()))
                .isInstanceOf(Outcome.NotFound.class);
        assertThat(world.useCases.pageRejections().page(caller, "nope", Optional.empty(), Optional.empty()))
                .isInstanceOf(Outcome.NotFound.class);
    }
}
