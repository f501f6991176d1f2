// DXIL resources for reflection: every texture dimension and return type, MS sample counts, typed buffers of
// min-precision types, structured/byte-address/append/consume, ROV, feedback textures, globallycoherent, unbounded
// arrays in spaces, sampler kinds, unused resources.
struct Rec { float3 p; uint id; };
Texture1D<int2>              t1    : register(t0);
Texture1DArray<float>        t1a   : register(t1);
Texture2D<uint2>             t2u   : register(t2);
Texture2DArray<snorm float4> t2a   : register(t3);
Texture2DMS<float4, 8>       tms   : register(t4);
Texture2DMSArray<int, 2>     tmsa  : register(t5);
Texture3D<unorm float2>      t3    : register(t6);
TextureCube<float4>          tc    : register(t7);
TextureCubeArray<half4>      tca   : register(t8);
Buffer<min16float2>          bmin  : register(t9);
Buffer<int4>                 bint  : register(t10);
StructuredBuffer<Rec>        srec  : register(t11);
StructuredBuffer<double2>    sdbl  : register(t12);
ByteAddressBuffer            braw  : register(t13);
Texture2D<float4>            tarr[4] : register(t14);
Texture2D<float4>            tunb[]  : register(t0, space10);
Texture2D<float4>            tunused : register(t30);
RWTexture1DArray<float2>     u1a   : register(u0);
RWTexture2D<int>             u2    : register(u1);
RWTexture3D<float4>          u3    : register(u2);
RWBuffer<uint2>              ubuf  : register(u3);
RWStructuredBuffer<Rec>      usb   : register(u4);
globallycoherent RWByteAddressBuffer uraw : register(u5);
AppendStructuredBuffer<Rec>  uapp  : register(u6);
ConsumeStructuredBuffer<Rec> ucon  : register(u7);
RasterizerOrderedTexture2D<float4> rov : register(u8);
RasterizerOrderedBuffer<uint> rovb : register(u9);
RasterizerOrderedStructuredBuffer<Rec> rovs : register(u10);
RWTexture2DArray<float4>     uarr[3] : register(u0, space4);
RWStructuredBuffer<uint>     usbunb[] : register(u0, space11);
FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> fb : register(u11);
FeedbackTexture2DArray<SAMPLER_FEEDBACK_MIP_REGION_USED> fba : register(u12);
SamplerState                 s0    : register(s0);
SamplerComparisonState       sc    : register(s1);
SamplerState                 sarr[3] : register(s2, space1);

float4 PSRes(float4 pos : SV_Position, float3 uvw : TEXCOORD0, nointerpolation uint i : IDX, uint si : SV_SampleIndex) : SV_Target
{
    int2 ip = int2(pos.xy);
    float4 a = t1.Load(int2(ip.x, 0)).xyxy + t1a.Load(int3(ip.x, 0, 0));
    a += t2u.Load(int3(ip, 0)).xyxy + t2a.Sample(s0, uvw);
    a += tms.Load(ip, si) + tmsa.Load(int3(ip, 1), 1);
    a.xy += t3.SampleLevel(sarr[i % 3], uvw, 1);
    a += tc.SampleCmpLevelZero(sc, uvw, 0.5) + tca.SampleLevel(s0, float4(uvw, 2), 0);
    a.xy += bmin[i] + bint[i].zw;
    Rec r = srec[i];
    a.xyz += r.p + (float3)sdbl[i].xyx + braw.Load3(i * 16);
    a += tarr[i & 3].Sample(s0, uvw.xy) + tunb[NonUniformResourceIndex(i)].Sample(s0, uvw.xy);
    u1a[int2(ip.x, 0)] = a.xy;
    u2[ip] = (int)a.x;
    u3[int3(ip, 0)] = a;
    ubuf[i] = uint2(a.zw);
    usb[i] = r;
    uint old; uraw.InterlockedAdd(0, 1, old);
    uapp.Append(ucon.Consume());
    rov[ip] = rov[ip] + a;
    rovb[i] = rovb[i] + 1;
    rovs[i] = r;
    uarr[i % 3][int3(ip, 2)] = a;
    usbunb[i][0] = old;
    fb.WriteSamplerFeedback(tarr[0], s0, uvw.xy);
    fba.WriteSamplerFeedbackLevel(t2a, s0, uvw, 1);
    return a;
}
