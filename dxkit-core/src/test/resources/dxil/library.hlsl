// dxkit fixture: a ray-tracing library with one shader of each common kind.
struct Payload { float4 color; };
struct Attribs { float2 bary; };
RaytracingAccelerationStructure scene : register(t0);
RWTexture2D<float4> output : register(u0);
[shader("raygeneration")] void RayGen() {
    RayDesc ray; ray.Origin = float3(0, 0, 0); ray.Direction = float3(0, 0, 1); ray.TMin = 0; ray.TMax = 100;
    Payload p; p.color = 0;
    TraceRay(scene, RAY_FLAG_NONE, 0xFF, 0, 1, 0, ray, p);
    output[DispatchRaysIndex().xy] = p.color;
}
[shader("closesthit")] void Hit(inout Payload p, in Attribs a) { p.color = float4(a.bary, 0, 1); }
[shader("anyhit")] void AnyHit(inout Payload p, in Attribs a) { if (a.bary.x > 0.5) IgnoreHit(); }
[shader("miss")] void Miss(inout Payload p) { p.color = float4(0, 0, 0, 1); }
