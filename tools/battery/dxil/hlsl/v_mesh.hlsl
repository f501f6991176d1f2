// mesh and amplification
struct Payload { uint ids[32]; float scale; uint count; };
groupshared Payload P;
cbuffer M : register(b0) { row_major float4x4 VP; uint Meshlets; float4 Frustum[6]; };
StructuredBuffer<float3> Pos : register(t0);
StructuredBuffer<uint> Idx : register(t1);

[numthreads(32, 1, 1)]
void ASCull(uint gi : SV_GroupIndex, uint3 g : SV_GroupID)
{
    uint id = g.x * 32 + gi;
    bool vis = id < Meshlets && dot(float4(Pos[id], 1), Frustum[id % 6]) > 0;
    uint slot = WavePrefixCountBits(vis);
    if (vis) P.ids[slot] = id;
    P.scale = 1.5; P.count = WaveActiveCountBits(vis);
    DispatchMesh(P.count, 1, 1, P);
}

struct MV { float4 p : SV_Position; float3 n : NORMAL; float2 uv : TEXCOORD0; float clip : SV_ClipDistance; };
struct MP { uint layer : SV_RenderTargetArrayIndex; bool cull : SV_CullPrimitive; uint prim : SV_PrimitiveID; uint rate : SV_ShadingRate; float4 col : PCOLOR; nointerpolation uint mat : MAT; };

[outputtopology("triangle")]
[numthreads(64, 1, 1)]
void MSTri(uint gi : SV_GroupIndex, uint3 g : SV_GroupID, in payload Payload pl, out vertices MV v[64], out indices uint3 t[126], out primitives MP pr[126])
{
    SetMeshOutputCounts(64, 126);
    uint m = pl.ids[g.x];
    float3 p = Pos[m * 64 + gi] * pl.scale;
    v[gi].p = mul(float4(p, 1), VP); v[gi].n = p; v[gi].uv = p.xy; v[gi].clip = p.z;
    for (uint k = gi; k < 126; k += 64) {
        t[k] = uint3(Idx[k * 3], Idx[k * 3 + 1], Idx[k * 3 + 2]);
        pr[k].layer = m & 3; pr[k].cull = k > pl.count; pr[k].prim = k; pr[k].rate = 0; pr[k].col = float4(p, 1); pr[k].mat = m;
    }
}

[outputtopology("line")]
[numthreads(128, 1, 1)]
void MSNoPayload(uint gi : SV_GroupIndex, out vertices float4 v[128] : SV_Position, out indices uint2 l[64])
{
    SetMeshOutputCounts(128, 64);
    v[gi] = float4(Pos[gi], 1);
    if (gi < 64) l[gi] = uint2(gi * 2, gi * 2 + 1);
}
