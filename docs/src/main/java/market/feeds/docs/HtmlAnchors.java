package market.feeds.docs;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableBody;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.heading.anchor.IdGenerator;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;

/**
 * Gives the parsed reference its anchors: an id per heading, per endpoint row ({@code op-<operationId>}, the
 * same in every language) and per code row ({@code code-<code>}); links every status of the endpoint table to
 * the codes it carries and every mention of a code to its row.
 */
final class HtmlAnchors {

    /** One entry of the table of contents. */
    record Heading2(int level, String id, String text) {
    }

    private static final Pattern STATUSES = Pattern.compile("\\d{3}(, \\d{3})*");
    private static final Set<String> METHODS = Set.of("GET", "POST", "PUT", "PATCH", "DELETE");

    private final Map<Node, String> ids = new IdentityHashMap<>();
    private final List<Heading2> contents = new ArrayList<>();
    private final Map<String, String> operationIds = new HashMap<>();
    private final Set<String> statusAnchors = new HashSet<>();
    private final Set<String> codeRows = new HashSet<>();

    private HtmlAnchors(JsonNode openApi) {
        openApi.path("paths").properties().forEach(path -> path.getValue().properties().forEach(operation ->
                operationIds.put(operation.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey(),
                        operation.getValue().path("operationId").asText())));
    }

    /** Walks {@code document} once, adding links to it; the ids are read back by {@link #idOf}. */
    static HtmlAnchors apply(Node document, JsonNode openApi) {
        HtmlAnchors anchors = new HtmlAnchors(openApi);
        List<Node> nodes = new ArrayList<>();
        collect(document, nodes);
        IdGenerator headingIds = IdGenerator.builder().build();
        for (Node node : nodes) {
            if (node instanceof Heading heading) {
                String id = headingIds.generateId(text(heading));
                anchors.ids.put(heading, id);
                if (heading.getLevel() > 1) {
                    anchors.contents.add(new Heading2(heading.getLevel(), id, text(heading)));
                }
            } else if (node instanceof TableBlock table) {
                anchors.table(table);
            }
        }
        // Codes are linked once every code row has its id, so a mention before its table links too.
        for (Node node : nodes) {
            if (node instanceof Code code && ContractCodes.isCode(code.getLiteral()) && !inHeadingOrLink(code)
                    && !anchors.ids.containsKey(code.getParent())) {
                wrap(code, "#code-" + code.getLiteral());
            }
        }
        return anchors;
    }

    /** The id given to {@code node}, or null. */
    String idOf(Node node) {
        return ids.get(node);
    }

    /** The level-2 and level-3 headings in document order. */
    List<Heading2> contents() {
        return List.copyOf(contents);
    }

    private void table(TableBlock table) {
        for (Node part = table.getFirstChild(); part != null; part = part.getNext()) {
            if (part instanceof TableBody) {
                for (Node row = part.getFirstChild(); row != null; row = row.getNext()) {
                    row((TableRow) row, table);
                }
            }
        }
    }

    private void row(TableRow row, TableBlock table) {
        List<TableCell> cells = new ArrayList<>();
        for (Node cell = row.getFirstChild(); cell != null; cell = cell.getNext()) {
            cells.add((TableCell) cell);
        }
        String first = text(cells.get(0));
        if (METHODS.contains(first) && cells.size() > 1) {
            String operationId = operationIds.get(first + " " + text(cells.get(1)));
            if (operationId != null) {
                ids.put(row, "op-" + operationId);
                ids.putIfAbsent(table, "endpoint-table");
                cells.stream().filter(cell -> STATUSES.matcher(text(cell)).matches()).findFirst()
                        .ifPresent(cell -> linkStatuses(cell, ContractCodes.isWrite(operationId)));
            }
        } else if (cells.get(0).getFirstChild() instanceof Code code && ContractCodes.isCode(code.getLiteral())
                && codeRows.add(code.getLiteral())) {
            ids.put(cells.get(0), "code-" + code.getLiteral());
            ids.putIfAbsent(table, ContractCodes.tableOf(code.getLiteral()));
            if (cells.size() > 1 && text(cells.get(1)).matches("\\d{3}") && statusAnchors.add(text(cells.get(1)))) {
                ids.put(cells.get(1), "status-" + text(cells.get(1)));
            }
        }
    }

    /** Error statuses point at their request codes; a write's 2xx at the row codes its items may carry. */
    private static void linkStatuses(TableCell cell, boolean write) {
        String[] statuses = text(cell).split(", ");
        while (cell.getFirstChild() != null) {
            cell.getFirstChild().unlink();
        }
        for (int i = 0; i < statuses.length; i++) {
            if (i > 0) {
                cell.appendChild(new Text(", "));
            }
            String status = statuses[i];
            String target = status.startsWith("2") ? (write ? "#" + ContractCodes.ROW_TABLE : null) : "#status-" + status;
            if (target == null) {
                cell.appendChild(new Text(status));
            } else {
                Link link = new Link(target, null);
                link.appendChild(new Text(status));
                cell.appendChild(link);
            }
        }
    }

    private static void wrap(Code code, String target) {
        Link link = new Link(target, null);
        code.insertBefore(link);
        code.unlink();
        link.appendChild(code);
    }

    private static boolean inHeadingOrLink(Node node) {
        for (Node up = node.getParent(); up != null; up = up.getParent()) {
            if (up instanceof Heading || up instanceof Link) {
                return true;
            }
        }
        return false;
    }

    private static void collect(Node node, List<Node> into) {
        into.add(node);
        for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
            collect(child, into);
        }
    }

    static String text(Node node) {
        StringBuilder out = new StringBuilder();
        appendText(node, out);
        return out.toString().trim();
    }

    private static void appendText(Node node, StringBuilder out) {
        if (node instanceof Text text) {
            out.append(text.getLiteral());
        } else if (node instanceof Code code) {
            out.append(code.getLiteral());
        }
        for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
            appendText(child, out);
        }
    }
}
