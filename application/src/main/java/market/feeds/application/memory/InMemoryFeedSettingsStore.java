package market.feeds.application.memory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.port.out.FeedSettingsStore;

/** Feed settings held in memory per vendor; thread-safe. */
public final class InMemoryFeedSettingsStore implements FeedSettingsStore {

    private final Map<String, FeedSettings> byVendor = new LinkedHashMap<>();

    @Override
    public synchronized void save(FeedSettings settings) {
        byVendor.put(settings.vendorId(), settings);
    }

    @Override
    public synchronized Optional<FeedSettings> find(String vendorId) {
        return Optional.ofNullable(byVendor.get(vendorId));
    }

    @Override
    public synchronized boolean delete(String vendorId) {
        return byVendor.remove(vendorId) != null;
    }

    @Override
    public synchronized List<FeedSettings> all() {
        return new ArrayList<>(byVendor.values());
    }
}
