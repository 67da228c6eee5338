package market.feeds.docs;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;

/** Which word of the reference is a reason code, and which code table holds it (the anchors of the HTML page). */
final class ContractCodes {

    static final String ROW_TABLE = "row-codes";
    static final String REQUEST_TABLE = "request-codes";
    static final String PULL_TABLE = "pull-run-codes";

    private static final Set<String> ROW = Arrays.stream(RowCode.values()).map(RowCode::wire).collect(Collectors.toSet());
    private static final Set<String> REQUEST =
            Arrays.stream(RequestCode.values()).map(RequestCode::wire).collect(Collectors.toSet());
    private static final Set<String> PULL =
            Arrays.stream(PullRunCode.values()).map(PullRunCode::wire).collect(Collectors.toSet());
    private static final Set<String> WRITES = Set.of("submitProductFeed", "updateOffers");

    private ContractCodes() {
    }

    static boolean isCode(String word) {
        return ROW.contains(word) || REQUEST.contains(word) || PULL.contains(word);
    }

    /** The id of the table that lists {@code code}. */
    static String tableOf(String code) {
        return ROW.contains(code) ? ROW_TABLE : REQUEST.contains(code) ? REQUEST_TABLE : PULL_TABLE;
    }

    /** Whether the operation's success answer carries row codes of its items. */
    static boolean isWrite(String operationId) {
        return WRITES.contains(operationId);
    }
}
