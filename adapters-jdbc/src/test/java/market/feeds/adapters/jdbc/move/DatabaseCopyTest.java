package market.feeds.adapters.jdbc.move;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Decision 0014: the copy of an embedded database into an external one, here between two migrated schemas of the
 * test server. The tables come from the catalog, so a table a migration adds is compared without a change here.
 */
class DatabaseCopyTest {

    private TestSchema source;
    private TestSchema target;

    @BeforeEach
    void schemas() throws SQLException {
        source = TestDatabase.freshSchema();
        target = TestDatabase.freshSchema();
        EveryTableRows.insert(source.dataSource());
    }

    @AfterEach
    void drop() {
        source.close();
        target.close();
    }

    @Test
    void everyTablesRowsAndEveryIdentityPositionArriveExactly() throws Exception {
        List<ServiceTable> tables = TableContents.tables(source.dataSource());
        Map<String, String> before = TableContents.digests(source.dataSource(), tables);
        assertThat(before).as("the fixture gives every table the copy moves rows (EveryTableRows)")
                .allSatisfy((table, digest) -> assertThat(digest).as(table).doesNotStartWith("0 rows"));

        DatabaseCopy.Copied copied = new DatabaseCopy(source.dataSource(), target.dataSource()).run();

        assertThat(TableContents.digests(target.dataSource(), tables)).isEqualTo(before);
        assertThat(TableContents.identityPositions(target.dataSource(), tables))
                .isEqualTo(TableContents.identityPositions(source.dataSource(), tables))
                .containsEntry("offers.seq", "7/true");
        assertThat(copied.rows().keySet()).containsExactlyElementsOf(tables.stream().map(ServiceTable::name).toList());
        assertThat(copied.rows()).doesNotContainKeys("flyway_schema_history", "qrtz_scheduler_state");
        assertThat(TableContents.digests(source.dataSource(), tables)).as("the source is left as it was")
                .isEqualTo(before);
    }

    @Test
    void eachTableIsCopiedAfterTheTablesItReferences() throws SQLException {
        List<String> order = TableContents.tables(source.dataSource()).stream().map(ServiceTable::name).toList();

        assertThat(order.indexOf("vendors")).isLessThan(order.indexOf("offers"));
        assertThat(order.indexOf("catalog_products")).isLessThan(order.indexOf("offers"));
        assertThat(order.indexOf("offers")).isLessThan(order.indexOf("sku_mappings"));
        assertThat(order.indexOf("qrtz_triggers")).isLessThan(order.indexOf("qrtz_simple_triggers"));
        assertThat(order.indexOf("requests")).isLessThan(order.indexOf("rejections"));
    }

    @Test
    void aFailureInTheLastTablesCopyLeavesTheTargetEmptyAndTheCopyThenRunsAgain() throws Exception {
        List<ServiceTable> tables = TableContents.tables(source.dataSource());
        String last = tables.get(tables.size() - 1).name();
        Map<String, String> emptyTarget = TableContents.digests(target.dataSource(), tables);
        Map<String, String> freshPositions = TableContents.identityPositions(target.dataSource(), tables);
        execute(target, "CREATE FUNCTION refuse_copy() RETURNS trigger LANGUAGE plpgsql AS"
                + " $$ BEGIN RAISE EXCEPTION 'the test refuses this row'; END $$;"
                + " CREATE TRIGGER refuse_copy BEFORE INSERT ON " + last
                + " FOR EACH ROW EXECUTE FUNCTION refuse_copy()");

        assertThatThrownBy(() -> new DatabaseCopy(source.dataSource(), target.dataSource()).run())
                .isInstanceOf(SQLException.class).hasMessageContaining("the test refuses this row");

        assertThat(TableContents.digests(target.dataSource(), tables)).isEqualTo(emptyTarget)
                .allSatisfy((table, digest) -> assertThat(digest).as(table).startsWith("0 rows"));
        assertThat(TableContents.identityPositions(target.dataSource(), tables)).isEqualTo(freshPositions);

        execute(target, "DROP TRIGGER refuse_copy ON " + last);
        new DatabaseCopy(source.dataSource(), target.dataSource()).run();
        assertThat(TableContents.digests(target.dataSource(), tables))
                .isEqualTo(TableContents.digests(source.dataSource(), tables));
    }

    @Test
    void aTargetANodeHasStartedOnIsRefusedAndLeftUntouched() throws Exception {
        List<ServiceTable> tables = TableContents.tables(source.dataSource());
        execute(target, "INSERT INTO service_settings (key, value) VALUES ('secret_key_check', 'its own')");
        Map<String, String> started = TableContents.digests(target.dataSource(), tables);

        assertThatThrownBy(() -> new DatabaseCopy(source.dataSource(), target.dataSource()).run())
                .isInstanceOf(CopyRefused.class)
                .hasMessageContaining("service_settings holds rows: a node has started on it");

        assertThat(TableContents.digests(target.dataSource(), tables)).isEqualTo(started);
    }

    @Test
    void aTargetWithAVendorIsRefused() throws Exception {
        execute(target, "INSERT INTO vendors (id, slug, name, active, may_publish)"
                + " VALUES (gen_random_uuid(), 'its-own', 'Its Own', true, true)");

        assertThatThrownBy(() -> new DatabaseCopy(source.dataSource(), target.dataSource()).run())
                .isInstanceOf(CopyRefused.class).hasMessageContaining("vendors holds rows");
    }

    private static void execute(TestSchema schema, String statements) throws SQLException {
        try (Connection connection = schema.dataSource().getConnection();
             Statement sql = connection.createStatement()) {
            sql.execute(statements);
        }
    }
}
