package market.feeds.adapters.jdbc.move;

import java.sql.SQLException;
import org.postgresql.copy.CopyIn;
import org.postgresql.copy.CopyManager;
import org.postgresql.copy.CopyOut;

/**
 * One table's rows piped from the source's {@code COPY … TO STDOUT} into the target's {@code COPY … FROM STDIN},
 * row by row on the calling thread: memory holds one row at a time, however large the table. Text format, as
 * pg_dump uses, since only text is read back the same across server versions (decision 0014).
 */
final class TableCopy {

    private TableCopy() {
    }

    /** The number of rows the target took; both ends are cancelled when anything fails. */
    static long pipe(CopyManager source, CopyManager target, ServiceTable table) throws SQLException {
        String columns = String.join(", ", table.columns().stream().map(SqlNames::quoted).toList());
        CopyOut out = source.copyOut("COPY (SELECT " + columns + " FROM " + SqlNames.quoted(table.name())
                + ") TO STDOUT");
        CopyIn in;
        try {
            in = target.copyIn("COPY " + table.copyTarget() + " FROM STDIN");
        } catch (SQLException | RuntimeException e) {
            cancel(out, e);
            throw e;
        }
        try {
            byte[] row;
            while ((row = out.readFromCopy()) != null) {
                in.writeToCopy(row, 0, row.length);
            }
            long taken = in.endCopy();
            if (taken != out.getHandledRowCount()) {
                throw new IllegalStateException("table " + table.name() + ": the source gave "
                        + out.getHandledRowCount() + " rows, the target took " + taken);
            }
            return taken;
        } catch (SQLException | RuntimeException e) {
            cancel(in, e);
            cancel(out, e);
            throw e;
        }
    }

    private static void cancel(org.postgresql.copy.CopyOperation copy, Exception failure) {
        try {
            if (copy.isActive()) {
                copy.cancelCopy();
            }
        } catch (SQLException notCancelled) {
            failure.addSuppressed(notCancelled);
        }
    }
}
