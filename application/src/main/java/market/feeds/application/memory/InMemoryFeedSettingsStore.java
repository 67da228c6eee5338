package market.feeds.application.memory;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Arrays;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.domain.feed.FeedAddress;

/** Feed settings held in memory per vendor; thread-safe. */
public final class InMemoryFeedSettingsStore implements FeedSettingsStore {

    private final Map<String, FeedSettings> byVendor = new LinkedHashMap<>();
    private final Map<String, FeedValidators> validators = new LinkedHashMap<>();

    @Override
    public synchronized void save(FeedSettings settings) {
        FeedSettings before = byVendor.put(settings.vendorId(), settings);
        if (before == null || !before.url().equals(settings.url())
                || !Arrays.equals(before.sealedToken().orElse(null), settings.sealedToken().orElse(null))) {
            validators.remove(settings.vendorId());
        }
    }

    @Override
    public synchronized FeedSettings saveKeepingToken(FeedSettings settings) {
        if (settings.hasToken()) {
            throw new IllegalArgumentException("saveKeepingToken takes settings without a token");
        }
        FeedSettings before = byVendor.get(settings.vendorId());
        boolean sameOrigin = before != null
                && FeedAddress.originOf(before.url()).equals(FeedAddress.originOf(settings.url()));
        FeedSettings stored = settings.withSealedToken(sameOrigin ? before.sealedToken() : Optional.empty());
        save(stored);
        return stored;
    }

    @Override
    public synchronized FeedValidators validators(String vendorId) {
        return validators.getOrDefault(vendorId, FeedValidators.none());
    }

    @Override
    public synchronized void recordValidators(String vendorId, String url, FeedValidators recorded) {
        FeedSettings current = byVendor.get(vendorId);
        if (current != null && current.url().equals(url)) {
            validators.put(vendorId, recorded);
        }
    }

    @Override
    public synchronized boolean replanRun(String vendorId, Instant planned, Instant next) {
        FeedSettings current = byVendor.get(vendorId);
        if (current == null || !current.nextRunAt().equals(planned)) {
            return false;
        }
        byVendor.put(vendorId, current.withNextRunAt(next));
        return true;
    }

    @Override
    public synchronized Optional<FeedSettings> find(String vendorId) {
        return Optional.ofNullable(byVendor.get(vendorId));
    }

    @Override
    public synchronized boolean delete(String vendorId) {
        validators.remove(vendorId);
        return byVendor.remove(vendorId) != null;
    }

    @Override
    public synchronized List<FeedSettings> all() {
        return new ArrayList<>(byVendor.values());
    }
}
