package market.feeds.adapters.http.operatorapi;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.StringJoiner;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.port.in.admin.ReadJournalUseCase.JournalQuery;

/**
 * The {@code Link} header field (RFC 8288) to the journal's next, older page: the client's own filters and limit, and
 * {@code before} the last entry it was given. A reference relative to the host, so it stays right behind the TLS
 * proxy, whose scheme and host the service does not know.
 */
final class JournalLink {

    private JournalLink() {
    }

    static String next(String slug, JournalQuery query, String lastRequestId) {
        StringJoiner parameters = new StringJoiner("&", "?", "");
        query.source().map(Source::wire).ifPresent(source -> parameters.add("source=" + source));
        query.status().map(RequestStatus::wire).ifPresent(status -> parameters.add("status=" + status));
        query.limit().ifPresent(limit -> parameters.add("limit=" + limit));
        parameters.add("before=" + lastRequestId);
        String segment = URLEncoder.encode(slug, StandardCharsets.UTF_8).replace("+", "%20");
        return "<" + AdminTable.BASE + "/vendors/" + segment + "/journal" + parameters + ">; rel=\"next\"";
    }
}
