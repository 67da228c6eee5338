package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.util.Optional;
import market.feeds.application.model.Offer;
import market.feeds.application.port.in.admin.ManageOffersUseCase.OfferPatch;
import market.feeds.domain.offer.Visibility;

/**
 * The offer card's form writes only what the operator changed. The card carries the values it was drawn with; a
 * member sent as it was shown is left out of the patch, so a page opened before a change made through the operator
 * API (or by a second operator) does not undo that change when only the other member is edited (decision 1003).
 */
final class OfferFormChange {

    private static final String VISIBILITY_WAS = "visibility_was";
    private static final String COMPLETE_WAS = "complete_was";

    private OfferFormChange() {
    }

    /** The hidden fields with the values the card shows. */
    static String shown(Offer offer) {
        return Forms.hidden(VISIBILITY_WAS, offer.visibility().wire())
                + Forms.hidden(COMPLETE_WAS, String.valueOf(offer.complete()));
    }

    /**
     * The members the operator changed. A form without the shown values (a page from before them) writes both, as
     * it did. A value the console's forms never send is refused, never guessed at.
     */
    static OfferPatch read(Context ctx) {
        Optional<Visibility> visibility = visibility(ctx, "visibility");
        Optional<Visibility> visibilityWas = visibility(ctx, VISIBILITY_WAS);
        boolean complete = Forms.checked(ctx, "complete");
        Optional<Boolean> completeWas = Optional.ofNullable(FormBody.param(ctx, COMPLETE_WAS)).map(was -> switch (was) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new ConsoleInputRefused("This form did not come from a console page: the offer form sends"
                    + " what it showed as true or false");
        });
        return new OfferPatch(visibility.filter(v -> !visibilityWas.equals(Optional.of(v))),
                completeWas.equals(Optional.of(complete)) ? Optional.empty() : Optional.of(complete), Optional.empty());
    }

    private static Optional<Visibility> visibility(Context ctx, String field) {
        Optional<String> sent = Forms.value(ctx, field);
        Optional<Visibility> visibility = sent.flatMap(Visibility::fromWire);
        if (sent.isPresent() && visibility.isEmpty()) {
            throw new ConsoleInputRefused("Visibility must be one of draft, paused, published.");
        }
        return visibility;
    }
}
