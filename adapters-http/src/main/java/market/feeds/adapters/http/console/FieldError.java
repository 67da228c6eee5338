package market.feeds.adapters.http.console;

import java.util.Optional;

/**
 * A refusal shown beside the field it is about, on the form re-rendered with what the operator typed (instead of a
 * "Not done" page whose Back link loses the input). {@code field} is the input's id.
 */
record FieldError(String field, String message) {

    /** The attributes that tie the field to its message for a screen reader, when the message is about it. */
    static String describedBy(Optional<FieldError> error, String field) {
        return error.filter(e -> e.field().equals(field))
                .map(e -> " aria-invalid=\"true\" aria-describedby=\"" + field + "-error\"").orElse("");
    }

    /** The message under the field, when it is about it. */
    static String under(Optional<FieldError> error, String field) {
        return error.filter(e -> e.field().equals(field)).map(e -> "<p class=\"error\" role=\"alert\" id=\"" + field
                + "-error\">" + Html.esc(Refusals.sentence(e.message())) + "</p>").orElse("");
    }
}
