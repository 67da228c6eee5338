package market.feeds.adapters.http.routing;

import io.javalin.config.RoutesConfig;
import io.javalin.http.HandlerType;
import io.javalin.http.Handler;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import market.feeds.adapters.http.problem.Problem;
import market.feeds.adapters.http.problem.ProblemResponse;
import java.util.Optional;
import java.util.Set;
import io.javalin.router.Endpoint;

/**
 * Registers an area's routes (a GET also serves HEAD through the same handler) and then answers every other
 * method on the same paths with a problem and an {@code Allow} header: 405 {@code method_not_allowed}, or, where a
 * contract allows no code of that kind, 404 {@code not_found} (Javalin alone would answer 404 without either).
 */
public final class RouteTable {

    /**
     * HEAD among them: on a path without GET, Javalin answers HEAD with a bare 200 as soon as any GET handler, even a
     * refusal, exists, so it would pass every check unauthenticated. TRACE too, so that it is refused like OPTIONS
     * rather than answered 404 as if the path did not exist (audit F14).
     */
    private static final List<HandlerType> METHODS = List.of(HandlerType.GET, HandlerType.HEAD, HandlerType.POST,
            HandlerType.PUT, HandlerType.PATCH, HandlerType.DELETE, HandlerType.OPTIONS, HandlerType.TRACE);

    private final RoutesConfig routes;
    private final Map<String, TreeSet<String>> served = new LinkedHashMap<>();

    public RouteTable(RoutesConfig routes) {
        this.routes = routes;
    }

    public RouteTable add(HandlerType method, String path, Handler handler) {
        routes.addHttpHandler(method, path, handler);
        if (method.equals(HandlerType.GET)) {
            // Javalin would answer HEAD with a bare 200 without running the GET handler, skipping its auth.
            routes.addHttpHandler(HandlerType.HEAD, path, handler);
        }
        served.computeIfAbsent(path, p -> new TreeSet<>()).add(method.name());
        return this;
    }

    /** Call once, after the last {@link #add}: 405 {@code method_not_allowed}. */
    public void refuseOtherMethods() {
        refuseOtherMethods(405, "method_not_allowed");
    }

    /**
     * Call once, after the last {@link #add}: 404 {@code not_found}, for an area whose codes are a closed set without
     * one for a wrong method (the vendor API, decision 0501).
     */
    public void refuseOtherMethodsAsNotFound() {
        refuseOtherMethods(404, "not_found");
    }

    private void refuseOtherMethods(int status, String code) {
        served.forEach((path, methods) -> {
            String allow = methods.stream().collect(Collectors.joining(", "));
            for (HandlerType method : METHODS) {
                boolean headOfGet = method.equals(HandlerType.HEAD) && methods.contains(HandlerType.GET.name());
                if (!methods.contains(method.name()) && !headOfGet) {
                    routes.addEndpoint(new Endpoint(method, path, ctx -> {
                        ctx.header("Allow", allow);
                        ProblemResponse.send(ctx, new Problem(status, code,
                                ctx.method().name() + " is not served here; allowed: " + allow + ".", Optional.empty()));
                    }, Set.of(MethodRefusal.INSTANCE)));
                }
            }
        });
    }
}
