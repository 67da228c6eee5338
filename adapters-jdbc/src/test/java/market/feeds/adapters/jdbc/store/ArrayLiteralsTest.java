package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The array literals the offers update binds read back in PostgreSQL as the values they were written from. */
@ExtendWith(FreshSchemaExtension.class)
class ArrayLiteralsTest {

    private final Jdbi jdbi;

    ArrayLiteralsTest(TestSchema schema) {
        this.jdbi = Jdbi.create(schema.dataSource());
    }

    @Test
    void plainElementsAndNullsAreWrittenAsTheyAre() {
        assertThat(ArrayLiterals.plain(3, 4).add("1.5").add(null).add(7).build()).isEqualTo("{1.5,NULL,7}");
        assertThat(ArrayLiterals.plain(0, 4).build()).isEqualTo("{}");
    }

    @Test
    void rowAddressesAreQuotedBecauseTheyHoldAComma() {
        assertThat(ArrayLiterals.quoted(2, 6).add("(0,1)").add("(12,3)").build()).isEqualTo("{\"(0,1)\",\"(12,3)\"}");
    }

    @Test
    void decimalsAtTheContractsBoundsReadBackByValue() {
        String literal = ArrayLiterals.plain(3, 22)
                .add(Columns.decimalText(new BigDecimal("999999999999999.999999")))
                .add(Columns.decimalText(new BigDecimal("0.000001")))
                .add(Columns.decimalText(new BigDecimal("1E+3")))
                .build();

        String read = jdbi.withHandle(h -> h.createQuery("SELECT CAST(CAST(:a AS numeric[]) AS text)")
                .bind("a", literal).mapTo(String.class).one());

        assertThat(read).isEqualTo("{999999999999999.999999,0.000001,1000}");
    }

    @Test
    void instantsReadBackToTheMicrosecondWhateverTheSessionsTimeZone() {
        Instant sent = Instant.parse("2026-03-04T23:59:59.123456789Z");
        String literal = ArrayLiterals.plain(2, 27).add(Columns.timestampText(Optional.of(sent)))
                .add(Columns.timestampText(Optional.of(Instant.parse("2026-03-04T00:00:00Z")))).build();

        String read = jdbi.withHandle(h -> {
            h.execute("SET TIME ZONE 'Pacific/Kiritimati'");
            return h.createQuery("SELECT CAST(ARRAY(SELECT (extract(epoch FROM t) * 1000000)::bigint "
                            + "FROM unnest(CAST(:a AS timestamptz[])) AS t) AS text)")
                    .bind("a", literal).mapTo(String.class).one();
        });

        assertThat(read).isEqualTo("{" + (sent.getEpochSecond() * 1_000_000 + 123_456) + ","
                + Instant.parse("2026-03-04T00:00:00Z").getEpochSecond() * 1_000_000 + "}");
    }

    @Test
    void idsAndRowAddressesReadBackAsTheirTypes() {
        String ids = ArrayLiterals.plain(1, 36).add("0b6f3c2e-8d1a-4f5e-9c7b-2a3d4e5f6a7b").build();
        String ctids = ArrayLiterals.quoted(1, 8).add("(4294967295,7)").build();

        String read = jdbi.withHandle(h -> h.createQuery(
                        "SELECT CAST(CAST(:ids AS uuid[]) AS text) || ' ' || CAST(CAST(:ctids AS tid[]) AS text)")
                .bind("ids", ids).bind("ctids", ctids).mapTo(String.class).one());

        assertThat(read).isEqualTo("{0b6f3c2e-8d1a-4f5e-9c7b-2a3d4e5f6a7b} {\"(4294967295,7)\"}");
    }
}
