// Resource, view, sampler and constant-buffer declarations of every kind the one-pass reading takes: return types,
// sample counts, strides, counters, explicit registers far from 0, comparison samplers, dynamically indexed buffers.
struct Odd { float3 p; uint flags; float2 uv; half h; };          // 28 bytes: an odd stride
struct Wide { float4x3 m; int2 id; };                              // 56 bytes

cbuffer Frame : register(b3) { float4 gTint; float4 gRows[24]; uint gCount; float gBias; };
cbuffer Late : register(b13) { float4 gLate; };
tbuffer Tb : register(t40) { float4 gTb[4]; };

Texture1D<float> t1 : register(t9);
Texture1DArray<uint2> t1a : register(t10);
Texture2D<int4> t2i : register(t11);
Texture2DArray<unorm float4> t2a : register(t12);
Texture2DMS<float4, 4> tms : register(t13);
Texture2DMSArray<float2, 8> tmsa : register(t14);
Texture3D<snorm float4> t3 : register(t15);
TextureCube<half4> tc : register(t16);
#ifndef SM40
TextureCubeArray tca : register(t17);
#endif
Buffer<uint> bu : register(t18);
Buffer<int3> bi3 : register(t19);
ByteAddressBuffer raw : register(t20);
StructuredBuffer<Odd> odd : register(t21);
StructuredBuffer<Wide> wide : register(t127);

SamplerState sPoint : register(s2);
SamplerComparisonState sCmp : register(s7);
SamplerState sLast : register(s15);

RWTexture1D<float> u1 : register(u1);
RWTexture2DArray<uint> u2a : register(u2);
RWTexture3D<int2> u3 : register(u3);
RWBuffer<float4> ub : register(u4);
RWByteAddressBuffer uraw : register(u5);
RWStructuredBuffer<float3> us : register(u6);
AppendStructuredBuffer<uint2> uapp : register(u7);
globallycoherent RWTexture2D<unorm float4> ugc : register(u8);

float4 PSBind4(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation uint k : INDEX) : SV_Target
{
    float4 r = gTint * gRows[k % 24];
    r.x += t1.Sample(sPoint, uv.x);
    r.y += (float)t1a.Load(int3(k, 1, 0)).y;
    r += (float4)t2i.Load(int3(pos.xy, 0));
    r += t2a.SampleLevel(sLast, float3(uv, k), 2.0);
    r += tms.Load(int2(pos.xy), 2);
    r.xy += tmsa.Load(int3(pos.xy, 1), 5);
    r += t3.SampleGrad(sPoint, float3(uv, 0.5), float3(0.1, 0, 0), float3(0, 0.1, 0));
    r += (float4)tc.Sample(sLast, float3(uv, 1));
#ifndef SM40
    r.z += tca.SampleCmpLevelZero(sCmp, float4(uv, 1, k), gBias);
#else
    r.z += t1.SampleCmpLevelZero(sCmp, uv.x, gBias);
#endif
    r.w += (float)bu.Load(k) + (float)bi3.Load(k + 2).z;
    r.x += asfloat(raw.Load(k * 4)) + odd[k].p.y + odd[k].uv.x + odd[k].h;
    r.y += wide[k].m[1].z + (float)wide[k].id.y + gTb[k & 3].w + gLate.x;
    return r;
}

float4 PSBind5(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation uint k : INDEX) : SV_Target
{
    float4 r = PSBind4(pos, uv, k);
    u1[k] = r.x;
    u2a[uint3(k, 2, 1)] = asuint(r.y);
    u3[uint3(k, k, 0)] = int2(r.zw);
    ub[k] = r;
    uraw.Store2(k * 8, asuint(r.xy));
    uint n = us.IncrementCounter();
    us[n] = r.xyz;
    uapp.Append(uint2(k, n));
    ugc[uint2(pos.xy)] = r;
    return r;
}

[numthreads(8, 4, 2)]
void CSBind(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    float4 r = gRows[gi % 24] + (float4)t2i.Load(int3(id.xy, 0)) + t2a.SampleLevel(sPoint, float3(id), 0);
    r.x += odd[id.x].p.z + wide[id.y].m[2].x + (float)bu[id.z];
    ub[id.x] = r;
    uraw.Store(id.y * 4, asuint(r.w));
    u1[id.x] = r.y;
    uint n = us.IncrementCounter();
    us[n] = r.xyz;
}

RWStructuredBuffer<Odd> cs4Out : register(u0);
[numthreads(64, 1, 1)]
void CSBind4(uint3 id : SV_DispatchThreadID)
{
    Odd o = odd[id.x];
    o.p += gRows[id.x % 24].xyz + asfloat(raw.Load(id.x * 4));
    o.flags ^= bu[id.x];
    cs4Out[id.x] = o;
}
