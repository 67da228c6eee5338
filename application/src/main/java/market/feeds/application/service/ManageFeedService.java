package market.feeds.application.service;

import java.net.InetAddress;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageFeedUseCase;
import market.feeds.application.port.out.FeedSettingsStore;
import market.feeds.application.port.out.HostResolver;
import market.feeds.application.port.out.PullScheduler;
import market.feeds.application.port.out.SecretBox;
import market.feeds.application.port.out.Transactions;
import market.feeds.application.port.out.VendorStore;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.feed.AddressClasses;
import market.feeds.domain.feed.Cidr;
import market.feeds.domain.feed.DailyRunSchedule;
import market.feeds.domain.feed.FeedAddress;
import market.feeds.domain.feed.FeedToken;
import market.feeds.domain.feed.FeedAddressParse;
import market.feeds.domain.feed.TimeZones;
import market.feeds.domain.field.FieldText;

/**
 * Operator API: a vendor's pull settings. Saving checks the address, pins what the host resolves to now,
 * seals the token and arms the next run; the token never comes back out.
 */
public final class ManageFeedService implements ManageFeedUseCase {

    /** The contract's separate budget for resolving the feed host. */
    static final Duration RESOLVE_BUDGET = Duration.ofSeconds(6);

    private final VendorStore vendors;
    private final FeedSettingsStore settings;
    private final HostResolver resolver;
    private final AddressClasses addressClasses;
    private final SecretBox secretBox;
    private final PullScheduler scheduler;
    private final Transactions transactions;
    private final Clock clock;

    /** @param allowedCidrs the TEST ONLY {@code FEEDS_PULL_ALLOWED_CIDRS}; empty in production */
    public ManageFeedService(VendorStore vendors, FeedSettingsStore settings, HostResolver resolver,
                             List<Cidr> allowedCidrs, SecretBox secretBox, PullScheduler scheduler,
                             Transactions transactions, Clock clock) {
        this.vendors = vendors;
        this.settings = settings;
        this.resolver = resolver;
        this.addressClasses = AddressClasses.allowing(allowedCidrs);
        this.secretBox = secretBox;
        this.scheduler = scheduler;
        this.transactions = transactions;
        this.clock = clock;
    }

    @Override
    public FeedSave save(String vendorSlug, String url, int hour, String timeZone, TokenChange token) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return new FeedSave.VendorNotFound();
        }
        FeedAddressParse parsed = FeedAddress.parse(url == null ? "" : url);
        if (parsed instanceof FeedAddressParse.Invalid invalid) {
            return new FeedSave.Refused(invalid.code().wire(), "/url", invalid.reason());
        }
        if (hour < DailyRunSchedule.FIRST_HOUR || hour > DailyRunSchedule.LAST_HOUR) {
            return invalid("/hour", "hour must be 0 to 23");
        }
        Optional<ZoneId> zone = TimeZones.iana(timeZone);
        if (zone.isEmpty()) {
            return invalid("/time_zone", "time_zone must be an IANA time-zone id such as Europe/Kyiv");
        }
        // Outer white space cannot travel in a header value (HTTP strips it); it is a pasting slip, not the token.
        Optional<String> secret = token instanceof TokenChange.Replace replace
                ? Optional.of(FieldText.trim(replace.token())) : Optional.empty();
        if (secret.filter(String::isEmpty).isPresent()) {
            return invalid("/token", "a token must not be empty; send null to remove the stored one");
        }
        Optional<String> tokenProblem = secret.flatMap(FeedToken::problem);
        if (tokenProblem.isPresent()) {
            return invalid("/token", tokenProblem.get());
        }
        FeedAddress address = ((FeedAddressParse.Valid) parsed).address();
        HostResolver.Resolution resolution = resolver.resolve(address.host(), RESOLVE_BUDGET);
        if (!(resolution instanceof HostResolver.Resolution.Addresses addresses)) {
            return new FeedSave.Refused(PullRunCode.PIN_UNRESOLVABLE.wire(), "/url",
                    "the host " + address.host() + " does not resolve");
        }
        Optional<InetAddress> pin = addresses.addresses().stream().filter(addressClasses::isRoutable).findFirst();
        if (pin.isEmpty()) {
            return new FeedSave.Refused(PullRunCode.HOST_NOT_ROUTABLE.wire(), "/url", "every address of " + address.host()
                    + " is private, loopback, carrier-NAT, link-local or reserved");
        }
        String vendorId = vendor.get().id();
        Instant now = clock.instant();
        Instant next = settings.find(vendorId).map(FeedSettings::nextRunAt)
                .map(planned -> DailyRunSchedule.nextRunAfterSave(now, hour, zone.get(), planned))
                .orElseGet(() -> DailyRunSchedule.nextRunAfter(now, hour, zone.get()));
        FeedSettings saved = new FeedSettings(vendorId, address.url(), hour, zone.get(),
                secret.map(sealed -> secretBox.seal(sealed, vendorId)), Optional.of(pin.get().getHostAddress()), next);
        // One unit with the arming: a schedule that cannot be armed leaves the settings as they were (503, nothing
        // applied), never saved settings without their run.
        FeedSettings stored = transactions.inTransaction(() -> {
            FeedSettings written = store(saved, token);
            scheduler.schedule(vendorId, next);
            return written;
        });
        return new FeedSave.Saved(view(stored));
    }

    @Override
    public AdminResult<FeedSettingsView> get(String vendorSlug) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        return settings.find(vendor.get().id()).map(this::shown).map(AdminResult::ok)
                .orElseGet(() -> AdminResult.notFound("vendor " + vendorSlug + " has no feed settings"));
    }

    @Override
    public AdminResult<Void> delete(String vendorSlug) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        String vendorId = vendor.get().id();
        return transactions.inTransaction(() -> {
            if (!settings.delete(vendorId)) {
                return AdminResult.<Void>notFound("vendor " + vendorSlug + " has no feed settings");
            }
            scheduler.unschedule(vendorId);
            return AdminResult.done();
        });
    }

    /** The settings as stored: only the store knows whether a kept token survived (one statement, decision 0605). */
    private FeedSettings store(FeedSettings saved, TokenChange token) {
        if (token instanceof TokenChange.Keep) {
            return settings.saveKeepingToken(saved);
        }
        settings.save(saved);
        return saved;
    }

    private static FeedSave invalid(String pointer, String detail) {
        return new FeedSave.Refused(RequestCode.INVALID_REQUEST.wire(), pointer, detail);
    }

    /**
     * As read: a plan that has passed (its run in flight or lost, or no process runs pulls) is shown as the next
     * future occurrence of the hour, which is what the vendor's settings promise (operations contract §2).
     */
    private FeedSettingsView shown(FeedSettings s) {
        Instant now = clock.instant();
        return view(s, s.nextRunAt().isAfter(now) ? s.nextRunAt()
                : DailyRunSchedule.nextRunAfter(now, s.hour(), s.timeZone()));
    }

    private static FeedSettingsView view(FeedSettings s) {
        return view(s, s.nextRunAt());
    }

    private static FeedSettingsView view(FeedSettings s, Instant nextRunAt) {
        return new FeedSettingsView(s.url(), s.hour(), s.timeZone().getId(), s.hasToken(), s.pinnedAddress(), nextRunAt);
    }
}
