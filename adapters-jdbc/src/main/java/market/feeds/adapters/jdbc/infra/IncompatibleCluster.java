package market.feeds.adapters.jdbc.infra;

import java.nio.file.Path;

/**
 * The durable data directory holds a cluster of another PostgreSQL major version than the embedded one: only an
 * upgrade of its files (or the service version that made them) helps, never a restart or a wait.
 */
public final class IncompatibleCluster extends RuntimeException {

    private static final long serialVersionUID = 1L;

    IncompatibleCluster(Path dataDirectory, String madeBy, String embedded) {
        super(dataDirectory + " holds a PostgreSQL " + madeBy + " cluster, and this service embeds PostgreSQL "
                + embedded + ", which cannot open it: upgrade the cluster with pg_upgrade (README, \"Upgrading the"
                + " embedded database\"), or run the service version that made it", null, false, false);
    }
}
