// DXIL mesh / amplification
struct Payload { uint ids[32]; uint count; };
groupshared Payload P;
cbuffer C : register(b0) { float4x4 VP; uint Meshlets; };
StructuredBuffer<float4> Verts : register(t0);

[numthreads(32, 1, 1)]
void ASMain(uint gi : SV_GroupIndex, uint3 g : SV_GroupID)
{
    uint id = g.x * 32 + gi;
    bool vis = id < Meshlets && Verts[id].w > 0;
    if (vis) { uint slot = WavePrefixCountBits(vis); P.ids[slot] = id; }
    P.count = WaveActiveCountBits(vis);
    DispatchMesh(P.count, 1, 1, P);
}

struct VOut { float4 p : SV_Position; float3 c : COLOR; };
struct PrimOut { uint layer : SV_RenderTargetArrayIndex; bool cull : SV_CullPrimitive; nointerpolation uint pid : PRIMID; };

[outputtopology("triangle")] [numthreads(64, 1, 1)]
void MSMain(uint gi : SV_GroupIndex, uint3 g : SV_GroupID, in payload Payload pl,
            out vertices VOut v[64], out indices uint3 tri[126], out primitives PrimOut prim[126])
{
    SetMeshOutputCounts(64, 126);
    uint m = pl.ids[g.x];
    v[gi].p = mul(Verts[m * 64 + gi], VP);
    v[gi].c = float3(gi / 64.0, m, 0);
    for (uint t = gi; t < 126; t += 64) {
        tri[t] = uint3(t % 64, (t + 1) % 64, (t + 2) % 64);
        prim[t].layer = m & 3; prim[t].cull = (t & 7) == 0; prim[t].pid = t;
    }
}

[outputtopology("line")] [numthreads(32, 1, 1)]
void MSLines(uint gi : SV_GroupIndex, out vertices VOut v[32], out indices uint2 ln[16])
{
    SetMeshOutputCounts(32, 16);
    v[gi].p = Verts[gi]; v[gi].c = 0;
    if (gi < 16) ln[gi] = uint2(gi * 2, gi * 2 + 1);
}
