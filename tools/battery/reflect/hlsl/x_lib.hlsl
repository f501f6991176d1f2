// A DXIL library with many functions for ID3D12LibraryReflection: ray-tracing shaders of every kind, graphics and
// compute entries in a library (lib_6_8), exported helpers, each with its own resources and constant buffers.
struct [raypayload] Payload { float4 color : read(caller, closesthit, miss) : write(caller, closesthit, miss); uint depth : read(caller) : write(caller); };
struct Attr { float2 bary; };
struct CallData { float3 v; };

RaytracingAccelerationStructure scene : register(t0, space0);
RWTexture2D<float4> target : register(u0);
Texture2D<float4> albedo[] : register(t0, space2);
SamplerState lin : register(s0);
cbuffer Camera : register(b0) { float4x4 inv_view; float4 origin; uint frame; };
cbuffer Material : register(b1) { float4 base; float rough; uint tex_index; };
StructuredBuffer<float3> normals : register(t1);
ByteAddressBuffer indices : register(t2);
RWStructuredBuffer<uint> counters : register(u1);

[shader("raygeneration")]
void RayGen()
{
    uint2 px = DispatchRaysIndex().xy;
    RayDesc ray; ray.Origin = origin.xyz; ray.Direction = mul(float4(px, 1, 0), inv_view).xyz; ray.TMin = 0; ray.TMax = 1e9;
    Payload p; p.color = 0; p.depth = frame;
    TraceRay(scene, RAY_FLAG_NONE, 0xff, 0, 1, 0, ray, p);
    target[px] = p.color;
}

[shader("closesthit")]
void Hit(inout Payload p, in Attr a)
{
    uint tri = PrimitiveIndex();
    uint3 idx = indices.Load3(tri * 12);
    float3 n = normals[idx.x] * a.bary.x + normals[idx.y] * a.bary.y;
    p.color = base * albedo[NonUniformResourceIndex(tex_index)].SampleLevel(lin, a.bary, 0) * dot(n, WorldRayDirection());
}

[shader("anyhit")]
void AnyHit(inout Payload p, in Attr a) { if (a.bary.x > rough) IgnoreHit(); }

[shader("miss")]
void Miss(inout Payload p) { p.color = float4(WorldRayDirection(), 1); }

[shader("intersection")]
void Isect() { Attr a; a.bary = float2(0.5, 0.5); ReportHit(RayTCurrent(), 3, a); }

[shader("callable")]
void Callable(inout CallData c) { c.v = normals[DispatchRaysIndex().x]; InterlockedAdd(counters[0], 1); }

export float helper_len(float3 v) { return length(v) * rough; }
export void helper_count() { InterlockedAdd(counters[1], 2); }

#ifdef GFX
[shader("vertex")]
float4 LibVS(float3 p : POSITION) : SV_Position { return mul(float4(p, 1), inv_view); }

[shader("pixel")]
float4 LibPS(float4 p : SV_Position) : SV_Target { return base * albedo[0].Sample(lin, p.xy); }

[shader("compute")] [numthreads(16, 16, 1)]
void LibCS(uint3 id : SV_DispatchThreadID) { target[id.xy] = float4(normals[id.x], 1); }

groupshared uint lib_gs[32];
[shader("amplification")] [numthreads(32, 1, 1)]
void LibAS(uint gi : SV_GroupIndex) { lib_gs[gi] = gi; CallData c; c.v = lib_gs[31 - gi]; DispatchMesh(1, 1, 1, c); }

struct MV { float4 pos : SV_Position; };
[shader("mesh")] [numthreads(3, 1, 1)] [outputtopology("triangle")]
void LibMS(uint gi : SV_GroupIndex, out vertices MV v[3], out indices uint3 t[1]) { SetMeshOutputCounts(3, 1); v[gi].pos = origin + gi; if (gi == 0) t[0] = uint3(0, 1, 2); }
#endif
