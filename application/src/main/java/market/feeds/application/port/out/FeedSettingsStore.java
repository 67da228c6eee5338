package market.feeds.application.port.out;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.FeedSettings;

/** Vendors' scheduled-pull settings (the token is stored only sealed). */
public interface FeedSettingsStore {

    /** Inserts or replaces the vendor's settings. */
    void save(FeedSettings settings);

    Optional<FeedSettings> find(String vendorId);

    /** False when the vendor had no settings. */
    boolean delete(String vendorId);

    List<FeedSettings> all();
}
