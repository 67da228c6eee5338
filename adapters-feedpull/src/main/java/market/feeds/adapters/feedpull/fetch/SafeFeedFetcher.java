package market.feeds.adapters.feedpull.fetch;

import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.model.FeedValidators;
import market.feeds.application.port.out.FeedFetcher;
import market.feeds.application.port.out.HostResolver;
import market.feeds.application.port.out.HostResolver.Resolution;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.feed.AddressClasses;
import market.feeds.domain.feed.FeedAddress;
import market.feeds.domain.feed.FeedAddressParse;
import market.feeds.domain.feed.IpLiteral;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Fetches a vendor feed under the contract's network-safety rules ("Vendor-hosted offers feed").
 *
 * <p>Resolution happens here, once, before the call; OkHttp only ever sees the filtered answer. No
 * interceptor is installed: nothing that could print a header (the token) runs on this client.
 */
public final class SafeFeedFetcher implements FeedFetcher {

    private static final Logger LOG = LoggerFactory.getLogger(SafeFeedFetcher.class);

    /**
     * Names the service to the vendor's server, whose operators see it in their logs and firewall rules, instead of
     * OkHttp's default, which would tell every vendor the HTTP library and its version (audit 25 pull O4).
     */
    static final String USER_AGENT = "vendor-feed-ingest (daily offers feed pull)";

    private final HostResolver resolver;
    private final FetchSettings settings;
    private final AddressClasses classes;
    private final OkHttpClient baseClient;
    private final FetchesInFlight inFlight = new FetchesInFlight();

    public SafeFeedFetcher(HostResolver resolver, FetchSettings settings) {
        this.resolver = resolver;
        this.settings = settings;
        this.classes = AddressClasses.allowing(settings.allowedCidrs());
        if (!settings.allowedCidrs().isEmpty()) {
            LOG.warn("TEST ONLY: the feed pull may connect to special-purpose ranges {}; never set {} in production",
                    settings.allowedCidrs(), FetchEnvironment.ALLOWED_CIDRS);
        }
        this.baseClient = FeedHttpClient.build(settings, TrustMaterial.load(settings.extraTrustPem()));
    }

    @Override
    public FetchResult fetch(FeedRequest request) {
        // The host only: a vendor may carry a secret in the path or query, and the token is never logged.
        String host = FeedAddress.parse(request.url()) instanceof FeedAddressParse.Valid valid ? valid.address().host() : "-";
        Optional<FetchesInFlight.Fetch> entered = inFlight.enter();
        if (entered.isEmpty()) {
            LOG.debug("feed fetch not begun host={}: the service is stopping", host);
            return new FetchResult.Stopped();
        }
        FetchResult result;
        try (FetchesInFlight.Fetch fetch = entered.get()) {
            result = fetchChecked(request, fetch);
        }
        if (result instanceof FetchResult.Failed failed) {
            LOG.debug("feed fetch failed host={} code={} status={} detail={}", host, failed.code().wire(),
                    failed.httpStatus().isPresent() ? failed.httpStatus().getAsInt() : "-", failed.detail());
        } else if (result instanceof FetchResult.Fetched fetched) {
            LOG.debug("feed fetched host={} bytes={}", host, fetched.body().length);
        } else if (result instanceof FetchResult.Stopped) {
            LOG.debug("feed fetch cut short host={}: the service is stopping", host);
        } else {
            LOG.debug("feed not modified host={}", host);
        }
        return result;
    }

    /**
     * The orderly stop's part (decision 0606): fetches under way get {@code grace} to end by themselves, then the rest
     * are cut short and answer {@link FetchResult.Stopped}, as does every fetch begun after. A fetch still resolving
     * its host is cut when its resolution ends (at most the 6 s resolve budget): the JDK's lookup cannot be
     * interrupted. Returns how many fetches were cut short.
     */
    public int stop(Duration grace) {
        return inFlight.cutAfter(grace);
    }

    private FetchResult fetchChecked(FeedRequest request, FetchesInFlight.Fetch fetch) {
        FeedAddressParse parse = FeedAddress.parse(request.url());
        if (parse instanceof FeedAddressParse.Invalid invalid) {
            return failed(PullRunCode.BAD_URL, invalid.reason());
        }
        FeedAddress address = ((FeedAddressParse.Valid) parse).address();
        Optional<InetAddress> pin = Optional.empty();
        if (request.pinnedAddress().isPresent()) {
            pin = IpLiteral.parse(request.pinnedAddress().get());
            if (pin.isEmpty()) {
                return failed(PullRunCode.BAD_PIN, "the recorded address is not an IP address");
            }
        }
        Resolution resolution = resolver.resolve(address.host(), settings.resolveBudget());
        if (resolution instanceof Resolution.TimedOut) {
            return failed(PullRunCode.PIN_UNRESOLVABLE, "the hostname did not resolve within "
                    + settings.resolveBudget().toSeconds() + " s");
        }
        if (!(resolution instanceof Resolution.Addresses published)) {
            return failed(PullRunCode.PIN_UNRESOLVABLE, "the hostname does not resolve");
        }
        List<InetAddress> targets = AddressSelection.select(published.addresses(), pin, classes);
        if (targets.isEmpty()) {
            return failed(PullRunCode.HOST_NOT_ROUTABLE,
                    "every published address is private, loopback, carrier-NAT, link-local or reserved");
        }
        HttpUrl url = HttpUrl.get(address.url()).newBuilder().port(settings.port()).build();
        Request.Builder httpRequest = new Request.Builder().url(url).get().header("User-Agent", USER_AGENT);
        if (request.bearerToken().isPresent()) {
            try {
                httpRequest.header("Authorization", "Bearer " + request.bearerToken().get());
            } catch (IllegalArgumentException e) {
                // OkHttp refuses control and non-ASCII characters in a value; its message never holds the value.
                return failed(PullRunCode.BAD_AUTH, "the stored token cannot be sent in a header");
            }
        }
        // Values were checked to be visible ASCII when stored, so OkHttp accepts them.
        request.validators().etag().ifPresent(etag -> httpRequest.header("If-None-Match", etag));
        request.validators().lastModified().ifPresent(date -> httpRequest.header("If-Modified-Since", date));
        return execute(httpRequest.build(), new PinnedDns(address.host(), targets), !request.validators().isEmpty(),
                fetch);
    }

    private FetchResult execute(Request request, PinnedDns dns, boolean conditional, FetchesInFlight.Fetch fetch) {
        ConnectionWatch watch = new ConnectionWatch();
        Call call = baseClient.newBuilder().dns(dns).eventListener(watch.plus(new ClosesWithoutLingering())).build()
                .newCall(request);
        fetch.attach(call);
        try (Response response = call.execute()) {
            // A 304 means something only as the answer to our condition; unasked, it is a broken server's 3xx.
            if (response.code() == 304 && conditional) {
                return new FetchResult.NotModified();
            }
            if (response.code() != 200) {
                return new FetchResult.Failed(PullRunCode.FEED_HTTP_ERROR, OptionalInt.of(response.code()),
                        "the feed answered HTTP " + response.code());
            }
            ResponseBody body = response.body();
            long declared = body.contentLength();
            if (declared > settings.maxBytes()) {
                return tooLarge();
            }
            FeedValidators validators = new FeedValidators(Optional.ofNullable(response.header("ETag")),
                    Optional.ofNullable(response.header("Last-Modified")));
            return CappedBody.read(body.byteStream(), declared, settings.maxBytes())
                    .<FetchResult>map(bytes -> new FetchResult.Fetched(bytes, validators))
                    .orElseGet(this::tooLarge);
        } catch (IOException e) {
            // A call the stop cancelled failed for our reason, not the server's: neither timeout nor fetch_failed.
            return fetch.cutShort() ? new FetchResult.Stopped() : FetchFailures.classify(e, call, watch);
        }
    }

    private FetchResult tooLarge() {
        return failed(PullRunCode.TOO_LARGE, "the feed is larger than " + settings.maxBytes() + " bytes");
    }

    private static FetchResult failed(PullRunCode code, String detail) {
        return new FetchResult.Failed(code, OptionalInt.empty(), detail);
    }
}
