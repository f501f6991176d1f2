// DXIL raytracing library
#ifdef OLD
#define GEOM 0
#else
#define GEOM GeometryIndex()
#endif
RaytracingAccelerationStructure Scene : register(t0);
RWTexture2D<float4> Output : register(u0);
struct Payload { float4 color; uint depth; };
struct Attr { float2 bary; };
cbuffer Cam : register(b0) { float4x4 InvVP; float3 Eye; uint MaxDepth; };
StructuredBuffer<float3> Normals : register(t1);

[shader("raygeneration")]
void RayGen()
{
    uint2 idx = DispatchRaysIndex().xy;
    float2 d = (idx + 0.5) / DispatchRaysDimensions().xy * 2 - 1;
    RayDesc r; r.Origin = Eye; r.Direction = normalize(mul(float4(d, 1, 1), InvVP).xyz); r.TMin = 0.001; r.TMax = 1e4;
    Payload p = { float4(0, 0, 0, 0), 0 };
    TraceRay(Scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0xFF, 0, 2, 0, r, p);
    Output[idx] = p.color;
}

[shader("closesthit")]
void Hit(inout Payload p, in Attr a)
{
    float3 n = Normals[PrimitiveIndex() * 3] * a.bary.x + Normals[PrimitiveIndex() * 3 + 1] * a.bary.y;
    float3 wp = WorldRayOrigin() + WorldRayDirection() * RayTCurrent();
    p.color = float4(n * 0.5 + 0.5, 1) * (InstanceID() + InstanceIndex() + GEOM);
    if (p.depth < MaxDepth) {
        RayDesc r; r.Origin = wp; r.Direction = reflect(WorldRayDirection(), n); r.TMin = 0.01; r.TMax = 100;
        Payload q = { float4(0, 0, 0, 0), p.depth + 1 };
        TraceRay(Scene, RAY_FLAG_NONE, 0xFF, 0, 2, 0, r, q);
        p.color += q.color * 0.5;
    }
    p.color.xyz += mul(ObjectToWorld3x4(), float4(ObjectRayOrigin(), 1)) + HitKind();
}

[shader("anyhit")]
void AnyHit(inout Payload p, in Attr a)
{
    if (a.bary.x < 0.1) IgnoreHit();
    if (a.bary.y > 0.9) AcceptHitAndEndSearch();
}

[shader("miss")]
void Miss(inout Payload p) { p.color = float4(WorldRayDirection(), RayTMin()); }

struct SphereAttr { float3 normal; };
[shader("intersection")]
void Sphere()
{
    float3 o = ObjectRayOrigin(), d = ObjectRayDirection();
    float b = dot(o, d), c = dot(o, o) - 1, disc = b * b - c;
    if (disc >= 0) { SphereAttr a; a.normal = normalize(o + d * (-b - sqrt(disc))); ReportHit(-b - sqrt(disc), 1, a); }
}

struct CallData { float4 v; };
[shader("callable")]
void Callable(inout CallData c) { c.v *= 2; }

[shader("raygeneration")]
void RayGenCall() { CallData c = { float4(1, 2, 3, 4) }; CallShader(1, c); Output[DispatchRaysIndex().xy] = c.v; }
