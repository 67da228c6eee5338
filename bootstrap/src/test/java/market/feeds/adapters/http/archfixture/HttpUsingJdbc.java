package market.feeds.adapters.http.archfixture;

import javax.sql.DataSource;
import market.feeds.adapters.jdbc.infra.ServiceSettings;

/** ArchUnit fixture (test sources only): one adapter depending on another adapter. */
public final class HttpUsingJdbc {

    public ServiceSettings settings(DataSource dataSource) {
        return new ServiceSettings(dataSource);
    }
}
