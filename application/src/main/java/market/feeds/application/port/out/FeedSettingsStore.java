package market.feeds.application.port.out;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.FeedValidators;

/** Vendors' scheduled-pull settings (the token is stored only sealed). */
public interface FeedSettingsStore {

    /**
     * Inserts or replaces the vendor's settings. A new URL or a new token drops the stored validators: they
     * describe what the old address answered.
     */
    void save(FeedSettings settings);

    /**
     * Like {@link #save}, but the stored sealed token stays, as the same bytes, while the stored URL has the origin of
     * the new one; with another origin, or nothing stored, the settings are saved without a token (decision 0605).
     * Atomic against a concurrent save of the same vendor. {@code settings} must carry no token.
     *
     * @return the settings as stored, with the token kept or not
     */
    FeedSettings saveKeepingToken(FeedSettings settings);

    /** The validators of the last feed applied in full, {@link FeedValidators#none()} when there are none. */
    FeedValidators validators(String vendorId);

    /**
     * Replaces the stored validators, only while the settings still name {@code url} (a concurrent save of another
     * address wins). {@link FeedValidators#none()} clears them.
     */
    void recordValidators(String vendorId, String url, FeedValidators validators);

    /**
     * Moves the planned run from {@code planned} to {@code next}, only while the settings still plan {@code planned}:
     * a save of new settings in the meantime planned its own run, which wins. False when nothing was moved.
     */
    boolean replanRun(String vendorId, Instant planned, Instant next);

    Optional<FeedSettings> find(String vendorId);

    /** False when the vendor had no settings. */
    boolean delete(String vendorId);

    List<FeedSettings> all();
}
