struct Pl { float4 s[4]; uint m; };
groupshared Pl P;
groupshared float Acc[64];
StructuredBuffer<float4> V : register(t0);
[numthreads(64, 1, 1)]
void AS(uint gi : SV_GroupIndex)
{
    Acc[gi] = V[gi].x;
    GroupMemoryBarrierWithGroupSync();
    if (gi < 4) P.s[gi] = float4(Acc[gi], Acc[gi + 4], 0, 1);
    P.m = WaveActiveMax(gi);
    DispatchMesh(2, 2, 1, P);
}
struct MV { float4 p : SV_Position; float4 c[2] : COLOR; nointerpolation uint id : ID; };
struct MP { float4 n : PNORMAL; uint vp : SV_ViewportArrayIndex; };
[outputtopology("triangle")]
[numthreads(32, 2, 1)]
void MS(uint3 gt : SV_GroupThreadID, uint gi : SV_GroupIndex, uint view : SV_ViewID, in payload Pl pl, out vertices MV v[32], out indices uint3 t[16], out primitives MP pr[16])
{
    SetMeshOutputCounts(32, 16);
    if (gt.y == 0) { v[gt.x].p = V[gt.x] * pl.s[gt.x & 3] + view; v[gt.x].c[0] = pl.m; v[gt.x].c[1] = V[gt.x + 1]; v[gt.x].id = gi; }
    else if (gt.x < 16) { t[gt.x] = uint3(gt.x, gt.x + 1, gt.x + 2) % 32; pr[gt.x].n = V[gt.x]; pr[gt.x].vp = view; }
}
