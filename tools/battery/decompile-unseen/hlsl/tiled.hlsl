// Tiled deferred lighting in compute: depth bounds by groupshared atomics, light culling into a shared list,
// barriers between the phases, then shading into a UAV.
#define TILE 16
struct PointLight { float3 pos; float radius; float3 color; uint flags; };
cbuffer TileCB : register(b0) { float4x4 InvProj; float4x4 View; uint2 ScreenSize; uint NumLights; float NearZ; };
StructuredBuffer<PointLight> Lights : register(t0);
Texture2D<float> DepthTex : register(t1);
Texture2D<float4> GAlbedo : register(t2);
Texture2D<float4> GNormal : register(t3);
RWTexture2D<float4> OutColor : register(u0);
RWStructuredBuffer<uint> TileLightIndex : register(u1);

groupshared uint sMinZ;
groupshared uint sMaxZ;
groupshared uint sCount;
groupshared uint sList[256];

float3 ViewPos(uint2 px, float z)
{
    float2 ndc = (px + 0.5) / ScreenSize * float2(2, -2) + float2(-1, 1);
    float4 p = mul(float4(ndc, z, 1), InvProj);
    return p.xyz / p.w;
}

[numthreads(TILE, TILE, 1)]
void CSTiledShade(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint3 did : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi == 0) { sMinZ = 0x7f7fffff; sMaxZ = 0; sCount = 0; }
    GroupMemoryBarrierWithGroupSync();
    float z = DepthTex[did.xy];
    float vz = ViewPos(did.xy, z).z;
    if (z < 1) { InterlockedMin(sMinZ, asuint(vz)); InterlockedMax(sMaxZ, asuint(vz)); }
    GroupMemoryBarrierWithGroupSync();
    float minZ = asfloat(sMinZ), maxZ = asfloat(sMaxZ);
    for (uint k = gi; k < NumLights; k += TILE * TILE)
    {
        PointLight L = Lights[k];
        float3 vp = mul(float4(L.pos, 1), View).xyz;
        if (vp.z + L.radius < minZ || vp.z - L.radius > maxZ) continue;
        uint slot;
        InterlockedAdd(sCount, 1, slot);
        if (slot < 256) sList[slot] = k;
    }
    GroupMemoryBarrierWithGroupSync();
    uint n = min(sCount, 256);
    uint tile = gid.y * ((ScreenSize.x + TILE - 1) / TILE) + gid.x;
    if (gi < n) TileLightIndex[tile * 257 + 1 + gi] = sList[gi];
    if (gi == 0) TileLightIndex[tile * 257] = n;
    if (any(did.xy >= ScreenSize)) return;
    float3 p = ViewPos(did.xy, z);
    float3 nrm = GNormal[did.xy].xyz * 2 - 1;
    float3 albedo = GAlbedo[did.xy].rgb;
    float3 acc = 0;
    for (uint j = 0; j < n; j++)
    {
        PointLight L = Lights[sList[j]];
        float3 d = mul(float4(L.pos, 1), View).xyz - p;
        float att = saturate(1 - length(d) / L.radius);
        acc += albedo * L.color * saturate(dot(nrm, normalize(d))) * att * att;
    }
    OutColor[did.xy] = float4(acc, 1);
}

groupshared float4 sTileBounds[4];
[numthreads(8, 8, 1)]
void CSDepthBounds(uint3 gid : SV_GroupID, uint gi : SV_GroupIndex, uint3 did : SV_DispatchThreadID)
{
    float z = DepthTex.Load(int3(did.xy, 0));
    if (gi < 4) sTileBounds[gi] = float4(1, 0, 0, 0);
    if (gi == 0) sMinZ = 0x7f7fffff;
    GroupMemoryBarrierWithGroupSync();
    uint q = (gi >> 4) & 3;
    uint oldv;
    InterlockedMin(sMinZ, asuint(z), oldv);
    DeviceMemoryBarrier();
    if (gi == 63) TileLightIndex[gid.x + gid.y * 4096] = sMinZ ^ oldv ^ q;
}

RWTexture2D<float> HiZOut : register(u2);
SamplerState PointSamp : register(s0);
groupshared float sDepth[64];
[numthreads(8, 8, 1)]
void CSHiZ(uint3 did : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 gid : SV_GroupID)
{
    float4 g = DepthTex.GatherRed(PointSamp, (did.xy + 0.5) / ScreenSize, int2(1, 0)) * NearZ;
    float z = max(max(DepthTex[did.xy * 2], DepthTex[did.xy * 2 + uint2(1, 0)]), max(DepthTex[did.xy * 2 + uint2(0, 1)], DepthTex[did.xy * 2 + 1]));
    sDepth[gi] = z + g.x;
    GroupMemoryBarrierWithGroupSync();
    [unroll] for (uint s = 32; s > 0; s >>= 1)
    {
        if (gi < s) sDepth[gi] = max(sDepth[gi], sDepth[gi + s]);
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0) HiZOut[gid.xy] = sDepth[0];
    HiZOut[did.xy + 4096] = z;
}

groupshared uint sBins[64];
[numthreads(64, 1, 1)]
void CSClusterCount(uint3 did : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    sBins[gi] = 0;
    GroupMemoryBarrierWithGroupSync();
    [loop] for (uint k = did.x; k < NumLights; k += 4096)
    {
        float3 vp = mul(float4(Lights[k].pos, 1), View).xyz;
        uint slice = (uint)clamp(log2(max(vp.z, NearZ) / NearZ) * 6, 0, 63);
        InterlockedAdd(sBins[slice], 1);
    }
    AllMemoryBarrierWithGroupSync();
    InterlockedAdd(TileLightIndex[gi], sBins[gi]);
}
