// Every resource dimension and return type D3DReflect reports, bound, arrayed and unused; SM 5.0 and 5.1.
#ifdef SM51
#define TEXIDX(i) (i)
#else
#define TEXIDX(i) 2   // SM 5.0 indexes texture arrays by literals only
#endif
struct Particle { float3 pos; uint flags; float2 vel; };
struct Pair { int a; int b; };

Texture1D<int>              t_1i      : register(t0);
Texture1DArray<uint2>       t_1au     : register(t1);
Texture2D<uint2>            t_2u      : register(t2);
Texture2D<snorm float4>     t_2sn     : register(t3);
Texture2D<unorm float>      t_2un     : register(t4);
Texture2DArray<float3>      t_2a      : register(t5);
Texture2DMS<float4, 8>      t_ms8     : register(t6);
Texture2DMS<int2>           t_ms0     : register(t7);
Texture2DMSArray<uint, 4>   t_msa     : register(t8);
Texture3D<half4>            t_3h      : register(t9);
TextureCube<float2>         t_cube    : register(t10);
TextureCubeArray<float4>    t_cubea   : register(t11);
Buffer<uint3>               b_u3      : register(t12);
Buffer<double>              b_d       : register(t13);
Buffer<snorm float2>        b_sn      : register(t14);
StructuredBuffer<Particle>  s_part    : register(t15);
StructuredBuffer<float3x3>  s_mat     : register(t16);
ByteAddressBuffer           s_raw     : register(t17);
Texture2D                   t_arr[3]  : register(t18);
Texture2D<float4>           t_unused  : register(t25);
tbuffer TB : register(t30) { float4 tb_a; Pair tb_p[2]; float tb_c; };

RWTexture1D<float>          u_1       : register(u1);
RWTexture2DArray<uint4>     u_2a      : register(u2);
RWTexture3D<unorm float4>   u_3       : register(u3);
RWBuffer<int2>              u_buf     : register(u4);
RWStructuredBuffer<Pair>    u_sb      : register(u5);
RWByteAddressBuffer         u_raw     : register(u6);
AppendStructuredBuffer<Particle> u_app : register(u7);

SamplerState               smp        : register(s0);
SamplerComparisonState     cmp        : register(s1);
SamplerState               smps[2]    : register(s3);

float4 PSRes(float4 p : SV_Position, float3 uvw : TEXCOORD0, nointerpolation uint idx : TEXCOORD1, uint sid : SV_SampleIndex) : SV_Target0
{
    int2 ip = int2(p.xy);
    float4 a = t_1i.Load(int2(ip.x, 0));
    a += t_1au.Load(int3(ip.x, 1, 0)).xyxy;
    a += t_2u.Load(int3(ip, 0)).xyxy;
    a += t_2sn.Sample(smp, uvw.xy) + t_2un.SampleLevel(smps[1], uvw.xy, 2);
    a.xyz += t_2a.SampleBias(smp, uvw, 0.5);
    a += t_ms8.Load(ip, sid) + t_ms0.Load(ip, 2).xyxy + t_msa.Load(int3(ip, 1), 3);
    a += t_3h.SampleGrad(smp, uvw, uvw, uvw);
    a.xy += t_cube.Sample(smps[0], uvw);
    a += t_cubea.SampleCmpLevelZero(cmp, float4(uvw, 1), 0.5);
    a.xyz += b_u3[idx];
    a.x += (float)b_d[idx] + b_sn[idx].y;
    Particle q = s_part[idx];
    a.xyz += q.pos + s_mat[idx][1] + asfloat(s_raw.Load3(idx * 4));
    a += t_arr[TEXIDX(idx % 3)].Sample(smp, uvw.xy) + tb_a + tb_p[1].b + tb_c;
    u_1[ip.x] = a.x;
    u_2a[int3(ip, 2)] = uint4(a);
    u_3[int3(ip, 1)] = a;
    u_buf[idx] = int2(a.xy);
    u_sb[idx].a = (int)a.z;
    u_raw.InterlockedAdd(0, 1);
    u_app.Append(q);
    return a;
}

[numthreads(8, 4, 2)]
void CSRes(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Pair p = u_sb[u_sb.IncrementCounter() == 0 ? gi : id.x];
    u_raw.Store2(id.x * 8, uint2(p.a, p.b) + t_2u.Load(int3(id.xy, 0)));
    u_1[id.x] = b_d[id.y];
}

#ifdef SM51
// SM 5.1: register spaces, unbounded and sized arrays, ConstantBuffer<T> arrays
struct Light { float4 col; float3 dir; float range; };
ConstantBuffer<Light>       cb_lights[4]  : register(b2, space3);
ConstantBuffer<Light>       cb_sun        : register(b0, space1);
Texture2D<float4>           t_bindless[]  : register(t0, space7);
Texture2DArray<uint>        t_bl2[]       : register(t0, space8);
RWBuffer<float4>            u_many[6]     : register(u0, space2);
StructuredBuffer<Light>     s_lights[]    : register(t4, space9);
SamplerState                s_dyn[]       : register(s0, space5);
RasterizerOrderedTexture2D<float4> rov    : register(u0, space4);
RasterizerOrderedByteAddressBuffer  rovb  : register(u1, space4);

float4 PS51(float4 p : SV_Position, nointerpolation uint i : IDX) : SV_Target
{
    float4 c = cb_lights[i & 3].col + cb_sun.col;
    c += t_bindless[NonUniformResourceIndex(i)].Sample(s_dyn[i], p.xy);
    c += t_bl2[i + 2].Load(int4(p.xyz, 0));
    c += s_lights[i][p.x].col + u_many[i % 6][i];
    rov[uint2(p.xy)] = rov[uint2(p.xy)] + c;
    rovb.Store(i * 4, asuint(c.x));
    return c;
}
#endif
