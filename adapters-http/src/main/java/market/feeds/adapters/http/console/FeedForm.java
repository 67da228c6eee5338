package market.feeds.adapters.http.console;

import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import market.feeds.application.port.in.admin.ManageFeedUseCase.FeedSettingsView;
import market.feeds.domain.feed.TimeZones;

/**
 * The feed settings form: the stored settings, or after a refusal what the operator typed with the reason beside its
 * field. The token is never written back into the page (it is a secret); {@code tokenTyped} only says it must be
 * typed again.
 */
record FeedForm(String url, int hour, String zone, boolean tokenTyped, Optional<FieldError> error) {

    static FeedForm of(Optional<FeedSettingsView> settings) {
        return new FeedForm(settings.map(FeedSettingsView::url).orElse(""), settings.map(FeedSettingsView::hour)
                .orElse(3), settings.map(FeedSettingsView::timeZone).orElse("UTC"), false, Optional.empty());
    }

    FeedForm refused(String field, String message) {
        return new FeedForm(url, hour, zone, tokenTyped, Optional.of(new FieldError(field, message)));
    }

    /** The input's id for a refused member of the settings (the API's JSON pointer). */
    static String field(String pointer) {
        return switch (pointer) {
            case "/hour" -> "feed-hour";
            case "/time_zone" -> "feed-zone";
            case "/token" -> "feed-token";
            default -> "feed-url";
        };
    }

    String render(String base, String csrf, boolean hasToken) {
        String hours = IntStream.range(0, 24).mapToObj(h -> "<option value=\"" + h + "\"" + (h == hour ? " selected"
                : "") + ">" + h + ":00</option>").collect(Collectors.joining());
        String zones = TimeZones.ids().stream()
                .map(z -> "<option" + (z.equals(zone) ? " selected" : "") + ">" + Html.esc(z) + "</option>")
                .collect(Collectors.joining());
        String retype = tokenTyped ? "<p class=\"warning\" role=\"status\">The token you typed was not kept (it is"
                + " never shown again); type it again before saving.</p>" : "";
        return Forms.post(base + "/feed", csrf, Forms.text("feed-url", "Feed URL (https)", "url", url,
                "type=\"url\" required" + FieldError.describedBy(error, "feed-url"))
                + FieldError.under(error, "feed-url")
                + "<label for=\"feed-hour\">Hour</label><select id=\"feed-hour\" name=\"hour\""
                + FieldError.describedBy(error, "feed-hour") + ">" + hours + "</select>"
                + FieldError.under(error, "feed-hour")
                + "<label for=\"feed-zone\">Time zone</label><select id=\"feed-zone\" name=\"time_zone\""
                + FieldError.describedBy(error, "feed-zone") + ">" + zones + "</select>"
                + FieldError.under(error, "feed-zone")
                + "<label for=\"feed-token\">Token (write-only; blank keeps the stored one while the host "
                + "stays the same)</label>" + retype
                + "<input id=\"feed-token\" name=\"token\" type=\"password\" autocomplete=\"off\""
                + FieldError.describedBy(error, "feed-token") + ">" + FieldError.under(error, "feed-token")
                + (hasToken ? Forms.checkbox("feed-remove-token", "Remove the stored token", "remove_token", false)
                        : "")
                + "<button type=\"submit\">Save feed</button>");
    }
}
