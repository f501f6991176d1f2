// raytracing library
RaytracingAccelerationStructure Scene : register(t0);
RWTexture2D<float4> Out : register(u0);
StructuredBuffer<float3> Verts : register(t1, space1);
cbuffer Cam : register(b0) { row_major float4x4 InvVP; float3 Origin; uint Frame; };
struct LocalData { float4 tint; uint matIndex; };
ConstantBuffer<LocalData> Local : register(b0, space5);
Texture2D<float4> Textures[] : register(t0, space7);
SamplerState S : register(s0);

#if defined(PQ) || __SHADER_TARGET_MINOR >= 7
#define PQ 1
struct [raypayload] Payload { float4 color : read(caller, closesthit, miss) : write(caller, closesthit, miss, anyhit); uint depth : read(closesthit, anyhit) : write(caller); float t : write(closesthit) : read(caller); };
#else
struct Payload { float4 color; uint depth; float t; };
#endif
#ifdef PQ
struct [raypayload] ShadowPayload { bool hit : read(caller) : write(caller, miss); };
#else
struct ShadowPayload { bool hit; };
#endif
struct Attr { float2 bary; };
struct CallData { float3 v; uint k; };

[shader("raygeneration")]
void RayGen()
{
    uint2 ix = DispatchRaysIndex().xy; uint2 dim = DispatchRaysDimensions().xy;
    float4 t = mul(float4((ix + 0.5) / dim * 2 - 1, 0, 1), InvVP);
    RayDesc r; r.Origin = Origin; r.Direction = normalize(t.xyz / t.w - Origin); r.TMin = 0.001; r.TMax = 1e4;
    Payload p; p.color = 0; p.depth = 0; p.t = 0;
    TraceRay(Scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0xff, 0, 2, 0, r, p);
    CallData c; c.v = p.color.rgb; c.k = Frame;
    CallShader(1, c);
    Out[ix] = float4(c.v, p.t);
}

[shader("miss")]
void Miss(inout Payload p) { p.color = float4(WorldRayDirection(), 1); }

[shader("miss")]
void ShadowMiss(inout ShadowPayload p) { p.hit = false; }

[shader("closesthit")]
void Hit(inout Payload p, in BuiltInTriangleIntersectionAttributes a)
{
    float3 b = float3(1 - a.barycentrics.x - a.barycentrics.y, a.barycentrics);
    uint pi = PrimitiveIndex();
    float3 n = normalize(cross(Verts[pi * 3 + 1] - Verts[pi * 3], Verts[pi * 3 + 2] - Verts[pi * 3]));
    float3 wn = mul(n, (float3x3)ObjectToWorld3x4());
    p.color = Textures[NonUniformResourceIndex(Local.matIndex)].SampleLevel(S, b.xy, 0) * Local.tint * saturate(dot(wn, float3(0, 1, 0)));
    p.t = RayTCurrent() + InstanceID() + InstanceIndex()
#if __SHADER_TARGET_MINOR >= 5
        + GeometryIndex()
#endif
         + HitKind() + RayFlags();
    p.color.rgb += WorldToObject4x3()[0] + ObjectRayOrigin() + ObjectRayDirection() + WorldRayOrigin();
    if (p.depth < 3) {
        RayDesc r; r.Origin = WorldRayOrigin() + WorldRayDirection() * RayTCurrent(); r.Direction = wn; r.TMin = 0.01; r.TMax = 100;
        ShadowPayload s; s.hit = true;
        TraceRay(Scene, RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH | RAY_FLAG_SKIP_CLOSEST_HIT_SHADER, 0xff, 1, 2, 1, r, s);
        if (s.hit) p.color *= 0.3;
    }
}

[shader("anyhit")]
void AnyHit(inout Payload p, in Attr a)
{
    if (a.bary.x > 0.5) IgnoreHit();
    if (p.depth > 8) AcceptHitAndEndSearch();
}

struct Sphere { float3 n; float r; };
[shader("intersection")]
void Isect()
{
    float3 o = ObjectRayOrigin(), d = ObjectRayDirection();
    float b = dot(o, d), c = dot(o, o) - 1, h = b * b - c;
    if (h >= 0) { Attr a; a.bary = float2(h, b); ReportHit(-b - sqrt(h), 7, a); }
}

[shader("callable")]
void Callable(inout CallData c) { c.v = c.v * 2 + c.k; }

#if __SHADER_TARGET_MINOR >= 5
float4 RQ(float3 o, float3 d)
{
    RayQuery<RAY_FLAG_CULL_NON_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES> q;
    RayDesc r; r.Origin = o; r.Direction = d; r.TMin = 0; r.TMax = 1e3;
    q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xff, r);
    while (q.Proceed()) { if (q.CandidateType() == CANDIDATE_NON_OPAQUE_TRIANGLE && q.CandidateTriangleBarycentrics().x > 0.2) q.CommitNonOpaqueTriangleHit(); }
    if (q.CommittedStatus() == COMMITTED_TRIANGLE_HIT) return float4(q.CommittedTriangleBarycentrics(), q.CommittedRayT(), q.CommittedInstanceIndex());
    return 0;
}

[shader("compute")]
[numthreads(8, 8, 1)]
void CSRayQuery(uint3 id : SV_DispatchThreadID) { Out[id.xy] = RQ(Origin, float3(id.xy / 512.0, 1)); }

float4 PSRayQuery(float3 d : DIR) : SV_Target { return RQ(Origin, d); }
#endif

GlobalRootSignature grs = { "CBV(b0), DescriptorTable(SRV(t0), UAV(u0))" };
LocalRootSignature lrs = { "CBV(b0, space=5)" };
TriangleHitGroup hg = { "AnyHit", "Hit" };
ProceduralPrimitiveHitGroup pg = { "", "Hit", "Isect" };
RaytracingShaderConfig sc = { 24, 8 };
RaytracingPipelineConfig pc = { 3 };
SubobjectToExportsAssociation assoc = { "lrs", "Hit;AnyHit" };
