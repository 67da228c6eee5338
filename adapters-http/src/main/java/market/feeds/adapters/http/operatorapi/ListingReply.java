package market.feeds.adapters.http.operatorapi;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.Iterator;
import java.util.function.Function;
import market.feeds.adapters.http.json.Json;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.Listing;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Answers an operator listing as one JSON array written while its pages are read (decision 0408): the heap holds a
 * page, never the listing, so a vendor's million offers cannot exhaust it. The first page is read before anything is
 * sent, so a database that is away is answered 503 as on every route, and so is a later page that fails while the
 * server still holds back everything written. Once part of the array is on the wire, a page that fails aborts the
 * transfer, so the client sees a broken response instead of a shorter array that parses.
 */
final class ListingReply {

    private static final Logger LOG = LoggerFactory.getLogger(ListingReply.class);

    private ListingReply() {
    }

    static <T> void send(Context ctx, AdminResult<Listing<T>> result, Function<T, ? extends JsonNode> json)
            throws IOException {
        if (!(result instanceof AdminResult.Ok<Listing<T>> ok)) {
            AdminReply.refuse(ctx, result);
            return;
        }
        Iterator<T> items = ok.value().iterator();
        items.hasNext(); // reads the first page while an error can still be answered
        ctx.status(200).contentType("application/json");
        JsonGenerator array = Json.generator(ctx.res().getOutputStream());
        long written = 0;
        try {
            array.writeStartArray();
            while (items.hasNext()) {
                Json.write(array, json.apply(items.next()));
                written++;
            }
            array.writeEndArray();
            array.flush();
        } catch (RuntimeException failure) {
            if (!ctx.res().isCommitted()) {
                ctx.res().resetBuffer(); // nothing has gone out: answered as any other failure
                throw failure;
            }
            LOG.warn("listing {} cut short after {} items: {}", ctx.path(), written, failure.toString());
            // Closed before the last chunk: the client cannot take what it got for the whole listing.
            ServletContextRequest.getServletContextRequest(ctx.req()).getConnectionMetaData().getConnection()
                    .getEndPoint().close(failure);
        }
    }
}
