package market.feeds.adapters.jdbc.store;

import market.feeds.adapters.jdbc.testing.SystemPostgresSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The write-path plans on Debian's PostgreSQL with default settings (decision 0807): the server on which they went
 * wrong before (0802, 0803, 0806), and which the embedded one does not stand for.
 */
@ExtendWith(SystemPostgresSchemaExtension.class)
class WritePathPlansOnSystemPostgresTest extends WritePathPlansTest {

    WritePathPlansOnSystemPostgresTest(TestSchema schema) {
        super(schema.dataSource());
    }

    /**
     * On 15.18 the replaced lookup's sequential scan of {@code sku_mappings} is estimated only ~3 % cheaper than its
     * index-only scan (9-10 % on 18), so the statistics of one ANALYZE sample can tip it: it did in one run of about
     * twenty. That the lookup check can fail is shown on the embedded server; the other replaced statements lose their
     * index plans by 25-65 % of cost on both servers and are checked here.
     */
    @Override
    @Test
    @Disabled("a cost race on PostgreSQL 15: the replaced lookup's seq scan wins by only ~3 %")
    void theReplacedUnnestJoinLookupLosesTheIndexPlanOnThisData() {
    }
}
