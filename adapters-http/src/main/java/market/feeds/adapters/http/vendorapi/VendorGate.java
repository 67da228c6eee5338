package market.feeds.adapters.http.vendorapi;

import io.javalin.http.Context;
import java.util.Locale;
import java.util.Optional;
import market.feeds.adapters.http.auth.BearerCredential;
import market.feeds.adapters.http.auth.Unauthorized;
import market.feeds.adapters.http.problem.Problem;
import market.feeds.adapters.http.problem.ProblemResponse;
import market.feeds.application.model.Caller;
import market.feeds.application.port.in.AdmitRequestUseCase;
import market.feeds.application.port.in.AdmitRequestUseCase.Admission;
import market.feeds.application.port.in.AuthorizeVendorUseCase;
import market.feeds.application.port.in.AuthorizeVendorUseCase.Access;
import market.feeds.domain.access.Scope;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.limit.RateBucket;

/** The first three steps of the vendor pipeline (operations contract §2): 401, then 403, then 429. */
final class VendorGate {

    private final AuthorizeVendorUseCase authorize;
    private final AdmitRequestUseCase admit;

    VendorGate(AuthorizeVendorUseCase authorize, AdmitRequestUseCase admit) {
        this.authorize = authorize;
        this.admit = admit;
    }

    /** The caller, or empty once the 401 or 403 has been answered. */
    Optional<Caller> authorize(Context ctx, Optional<Scope> needed) {
        Access access = authorize.authorize(BearerCredential.of(ctx), needed);
        if (access instanceof Access.Granted granted) {
            return Optional.of(granted.caller());
        }
        refuse(ctx, access);
        return Optional.empty();
    }

    /**
     * The three steps for a request metered in {@code bucket}: the key is read together with the bucket's rate log,
     * which the admission judges first (decision 0813). The caller, or empty once the 401, 403 or 429 has been
     * answered.
     */
    Optional<Caller> admit(Context ctx, Scope needed, RateBucket bucket) {
        Access access = authorize.authorize(BearerCredential.of(ctx), Optional.of(needed), bucket);
        if (!(access instanceof Access.Granted granted)) {
            refuse(ctx, access);
            return Optional.empty();
        }
        return admit(ctx, admit.admit(granted.caller(), bucket, granted.rateLog()), bucket)
                ? Optional.of(granted.caller()) : Optional.empty();
    }

    /** The 401 or 403 of an access that was not granted, at the gate or found inside the write (decision 0217). */
    static void refuse(Context ctx, Access access) {
        if (access instanceof Access.Forbidden forbidden) {
            ProblemResponse.send(ctx, Problem.of(RequestCode.FORBIDDEN, forbidden.detail()));
        } else {
            Unauthorized.send(ctx);
        }
    }

    /**
     * Sets the IETF draft rate-limit headers of the request's admission, which every later answer of this request
     * keeps. False once the 429 has been answered.
     */
    private static boolean admit(Context ctx, Admission admission, RateBucket bucket) {
        String name = '"' + bucket.name().toLowerCase(Locale.ROOT) + '"';
        long reset = Math.max(1, admission.resetSeconds());
        ctx.header("RateLimit-Policy", name + ";q=" + admission.limit() + ";w=" + admission.windowSeconds());
        ctx.header("RateLimit", name + ";r=" + Math.max(0, admission.remaining()) + ";t=" + reset);
        if (admission.admitted()) {
            return true;
        }
        ctx.header("Retry-After", String.valueOf(reset));
        ProblemResponse.send(ctx, Problem.of(RequestCode.RATE_LIMITED,
                "Request rate exceeded; retry after " + reset + " s."));
        return false;
    }
}
