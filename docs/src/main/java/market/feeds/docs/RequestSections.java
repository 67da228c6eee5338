package market.feeds.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.limit.BodyLimit;

/** How a request is judged as a whole: the order of checks and the problem body with every request code. */
final class RequestSections {

    /** Operations contract §2: 401 → 403 → 429 → 413 → 400 → 409, each step with the codes it answers. */
    static final List<List<RequestCode>> PIPELINE = List.of(
            List.of(RequestCode.UNAUTHORIZED),
            List.of(RequestCode.FORBIDDEN),
            List.of(RequestCode.RATE_LIMITED),
            List.of(RequestCode.PAYLOAD_TOO_LARGE),
            List.of(RequestCode.INVALID_ENVELOPE, RequestCode.UNKNOWN_FIELD, RequestCode.NO_ITEMS, RequestCode.TOO_MANY_ITEMS),
            List.of(RequestCode.IDEMPOTENCY_KEY_REUSED, RequestCode.REVIEW_BACKLOG));

    private static final String EXAMPLE = """
            {
              "type": "about:blank",
              "title": "Bad Request",
              "status": 400,
              "detail": "the service does not read the member at /items/3/currency",
              "code": "unknown_field",
              "request_id": "5f0c6a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69",
              "pointer": "/items/3/currency"
            }""";

    private RequestSections() {
    }

    static void pipeline(Md md, Prose p) {
        List<String> steps = new ArrayList<>();
        for (List<RequestCode> step : PIPELINE) {
            int status = step.get(0).httpStatus();
            String codes = step.stream().map(code -> Md.code(code.wire())).collect(Collectors.joining(", "));
            steps.add("**" + status + "** (" + codes + "): " + p.text("pipeline.step." + status, BodyLimit.BYTES));
        }
        md.heading(2, p.text("pipeline.title")).paragraph(p.text("pipeline.intro")).numbered(steps);
    }

    static void errors(Md md, Prose p) {
        md.heading(2, p.text("errors.title")).paragraph(p.text("errors.intro"))
                .paragraph(p.text("errors.example")).code("json", EXAMPLE)
                .paragraph(p.text("errors.codes"))
                .table(p.text("errors.header.code"), p.text("errors.header.status"), p.text("errors.header.meaning"));
        for (RequestCode code : RequestCode.values()) {
            md.row(Md.code(code.wire()), Integer.toString(code.httpStatus()), p.text("code.request." + code.wire()));
        }
        md.endTable();
    }
}
