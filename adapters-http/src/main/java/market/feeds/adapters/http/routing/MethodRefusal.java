package market.feeds.adapters.http.routing;

import io.javalin.router.EndpointMetadata;

/** Marks the endpoints that only refuse a method (405 or 404), so a listing of served routes can leave them out. */
public enum MethodRefusal implements EndpointMetadata {
    INSTANCE
}
