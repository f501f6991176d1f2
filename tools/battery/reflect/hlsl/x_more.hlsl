// More DXIL reflection corners: arrays of arrays of resources and constant buffers, 64-bit and 16-bit element
// types, system values of SM 6.1-6.4, ray queries in a pixel shader.
struct Cam { float4x4 vp; float3 eye; uint flags; };
ConstantBuffer<Cam> cams[2][3] : register(b0, space1);
Texture2D<float4> tt[2][4] : register(t0);
RWStructuredBuffer<uint64_t> u64 : register(u0);
RWByteAddressBuffer raw64 : register(u1);
#ifdef B16
struct P16 { half a; int16_t2 b; float c; uint64_t d; };
Buffer<int16_t4> b16 : register(t8);
StructuredBuffer<P16> p16 : register(t9);
#endif
RaytracingAccelerationStructure tlas : register(t10);
SamplerComparisonState cmp[3] : register(s0, space2);
SamplerState lin : register(s0);

#if __SHADER_TARGET_MINOR >= 6   // 64-bit atomics
float4 PSMore(float4 pos : SV_Position, float3 bary : SV_Barycentrics, uint view : SV_ViewID, nointerpolation uint i : IDX,
              uint inner : SV_InnerCoverage, out uint stencil : SV_StencilRef) : SV_Target
{
    float4 r = cams[1][2].eye.xyzx + cams[0][1].flags;   // dxcompiler 1.9 fails to validate a dynamic index here
    r += tt[i & 1][i & 3].Sample(lin, bary.xy) + tt[1][2].SampleCmp(cmp[2], bary.xy, 0.5);
    InterlockedAdd(u64[i], 1);
    uint64_t old;
    raw64.InterlockedMax64(8 * i, (uint64_t)view, old);
#ifdef B16
    r += b16[i].y + p16[i].a + p16[i].b.x + (float)p16[i].d;
#endif
    RayQuery<RAY_FLAG_CULL_NON_OPAQUE> q;
    RayDesc d; d.Origin = cams[0][0].eye; d.Direction = bary; d.TMin = 0; d.TMax = 10;
    q.TraceRayInline(tlas, 0, 0xff, d);
    q.Proceed();
    stencil = inner + (q.CommittedStatus() == COMMITTED_TRIANGLE_HIT ? 1 : 0);
    return r + (float)old;
}
#endif

struct VOut { float4 pos : SV_Position; uint rate : SV_ShadingRate; uint vp : SV_ViewportArrayIndex; half2 h : HALFS; };
VOut VSRate(float3 p : POSITION, uint vid : SV_VertexID, uint view : SV_ViewID)
{
    VOut o; o.pos = float4(p, 1); o.rate = vid & 3; o.vp = view; o.h = (half2)p.xy; return o;
}

